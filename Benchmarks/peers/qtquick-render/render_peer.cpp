// The Qt Quick peer of Benchmarks/peers/qtquick-render: the same 1,000 coloured rectangles (a layout file
// written by drawing-bench: parent, frame, rotation, scale, colour per item) as QML Rectangles in a
// 1280 x 800 QQuickWindow shown on the offscreen platform (QT_QPA_PLATFORM=offscreen) with Qt Quick's
// software renderer (QT_QUICK_BACKEND=software): its render loop paints only the dirty region into the
// window's backing store, as on a screen. (QQuickRenderControl in Qt 6.4 always asks for the RHI.)
// Times the same frames as ours: "full" (the whole tree moved by one point), "damage" (one 100 x 44
// rectangle changed colour), "nochange" (an update with nothing changed), "caret" (a 2 x 20 rectangle
// shown and hidden), "drag10" (ten 80 x 80 rectangles each moved 1 pt) and "scroll" (the content of a
// clipping item, as a Flickable's contentItem, moved 1 pt), each from the start of the frame to the end of rendering
// (beforeSynchronizing to afterRendering: sync and paint; the flush to the offscreen backing store is
// not included, nor is the wait for the render loop's update timer). Prints
// `<kind> <microseconds>` per sample and a pixel check.
#include <QColor>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTextStream>
#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QGuiApplication app(argc, argv);
    if (argc < 2) { std::fprintf(stderr, "usage: render_peer LAYOUT [FRAMES]\n"); return 64; }
    const int frames = argc > 2 ? std::atoi(argv[2]) : 200;

    QQuickWindow window;
    window.resize(1280, 800);
    window.setColor(Qt::black);

    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nRectangle { antialiasing: true }", QUrl());
    if (component.isError()) { std::fprintf(stderr, "%s\n", qPrintable(component.errorString())); return 1; }

    QFile file(argv[1]);
    if (!file.open(QIODevice::ReadOnly)) { std::fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    QTextStream in(&file);
    std::vector<QQuickItem *> items;
    // The scroll view: a clipping item the size of the window holding the tree (Flickable's contentItem
    // is moved the same way when contentY changes).
    auto *viewport = new QQuickItem(window.contentItem());
    viewport->setSize(QSizeF(1280, 800));
    viewport->setClip(true);
    while (!in.atEnd()) {
        const QStringList f = in.readLine().split(' ', Qt::SkipEmptyParts);
        if (f.size() != 8) continue;
        auto *item = qobject_cast<QQuickItem *>(component.create());
        const int parent = f[0].toInt();
        QQuickItem *parentItem = parent < 0 ? viewport : items[parent];
        item->setParentItem(parentItem);
        item->setParent(parentItem);
        item->setX(f[1].toDouble()); item->setY(f[2].toDouble());
        item->setWidth(f[3].toDouble()); item->setHeight(f[4].toDouble());
        item->setRotation(f[5].toDouble()); item->setScale(f[6].toDouble());
        item->setProperty("color", QColor(QStringLiteral("#") + f[7]));
        items.push_back(item);
    }

    QElapsedTimer timer;
    bool rendered = false;
    double elapsed = 0;
    // The clock starts when the render loop begins the frame (not at the change: the loop waits for its
    // update timer first, which is not rendering work).
    QObject::connect(&window, &QQuickWindow::beforeSynchronizing, &window, [&] { timer.start(); }, Qt::DirectConnection);
    QObject::connect(&window, &QQuickWindow::afterRendering, &window, [&] {
        elapsed = timer.nsecsElapsed() / 1000.0;
        rendered = true;
    }, Qt::DirectConnection);
    auto waitForFrame = [&] {
        rendered = false;
        while (!rendered) app.processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        // Let the frame finish (flush) before the next change.
        app.processEvents();
    };
    timer.start();
    window.show();
    waitForFrame();
    if (items.size() < 13) { std::fprintf(stderr, "the layout has %zu items, fewer than 13\n", items.size()); return 1; }
    QQuickItem *root = items.front();
    // The last 12: the changing view, the caret, the ten dragged cards (drawing-bench writes them so).
    QQuickItem *changing = items[items.size() - 12];
    QQuickItem *caret = items[items.size() - 11];
    const QColor colours[2] = {QColor(255, 128, 0), QColor(0, 128, 255)};
    for (int i = 0; i < frames; ++i) {
        root->setX(root->x() + (i % 2 == 0 ? 1 : -1));
        waitForFrame();
        std::printf("full %.2f\n", elapsed);
    }
    for (int i = 0; i < frames; ++i) {
        changing->setProperty("color", colours[i % 2]);
        waitForFrame();
        std::printf("damage %.2f\n", elapsed);
    }
    for (int i = 0; i < frames; ++i) {
        window.update();
        waitForFrame();
        std::printf("nochange %.2f\n", elapsed);
    }
    for (int i = 0; i < frames; ++i) {
        caret->setVisible(i % 2 != 0);
        waitForFrame();
        std::printf("caret %.2f\n", elapsed);
    }
    for (int i = 0; i < frames; ++i) {
        for (size_t k = items.size() - 10; k < items.size(); ++k) items[k]->setX(items[k]->x() + (i % 2 == 0 ? 1 : -1));
        waitForFrame();
        std::printf("drag10 %.2f\n", elapsed);
    }
    for (int i = 0; i < frames; ++i) {
        root->setY(i % 2 == 0 ? -1 : 0);
        waitForFrame();
        std::printf("scroll %.2f\n", elapsed);
    }
    caret->setVisible(true);
    const QImage image = window.grabWindow();
    const QPointF centre = changing->mapToScene(QPointF(50, 22));
    const QRgb pixel = image.pixel(int(centre.x()), int(centre.y()));
    std::printf("check #%02x%02x%02x%02x\n", qRed(pixel), qGreen(pixel), qBlue(pixel), qAlpha(pixel));
    return 0;
}
