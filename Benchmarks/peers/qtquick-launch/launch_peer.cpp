// The Qt Quick peer of Benchmarks/peers/qtquick-launch: a minimal Qt Quick 6 app showing one QML screen
// (kiosk.qml: the kiosk example's menu; live.qml: the scene `uikit live` shows) in a window, with Qt
// Quick's software renderer. It says "first frame presented" on standard error when its window's first
// frame has been swapped (QQuickWindow::frameSwapped), as ours does under --stats, so the harness times
// both launches by the same line. It then runs until SIGTERM like any app.
#include <QGuiApplication>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QUrl>
#include <cstdio>

int main(int argc, char **argv) {
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QGuiApplication app(argc, argv);
    if (argc < 2) { std::fprintf(stderr, "usage: launch_peer SCREEN.qml\n"); return 64; }
    QQuickView view;
    view.setTitle(QStringLiteral("launch_peer"));
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.setSource(QUrl::fromLocalFile(QString::fromLocal8Bit(argv[1])));
    if (view.status() != QQuickView::Ready) {
        for (const auto &error : view.errors()) std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
        return 1;
    }
    bool announced = false;
    QObject::connect(&view, &QQuickWindow::frameSwapped, &view, [&announced] {
        if (announced) return;
        announced = true;
        std::fprintf(stderr, "launch_peer: first frame presented\n");
    }, Qt::DirectConnection);
    view.show();
    return app.exec();
}
