// The Qt Quick 6 side of the dispatch comparison (`make bench-peers`, part qtquick-dispatch).
//
// It builds the scene of uikit-bench's GestureScene in Qt Quick and times what our side times:
//   - hit tests on balanced trees of 1,000, 10,000 and 100,000 items (fan-out 10, children tiling their
//     parent in strips, every tenth item rotated 0.03 rad and scaled 0.97 about its centre), as a
//     front-most-first walk of mapFromItem + contains, at the same 4,096 seeded points;
//   - touch frames (down, moved, lift) for 1 and 10 fingers, dragging and resting, on a 1,000-item tree
//     with eight pointer handlers standing in for our eight recognizers, injected synchronously as
//     QTest::touchEvent does (QWindowSystemInterface::handleTouchEvent with SynchronousDelivery), each
//     frame timed around that one call.
// It prints one line per row: "ROW <tab> group <tab> measurement <tab> median µs <tab> p99 µs", and exits
// non-zero if the handlers did not fire (a drag must activate the drag handler, a resting lift must tap).
// docs/benchmarks.md lists each handler's counterpart and where the two differ.

#include <QGuiApplication>
#include <QPointingDevice>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <qpa/qwindowsysteminterface.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

namespace {

// SplitMix64, the same sequence as uikit-bench's SeededRandom, so both sides test the same points.
struct SeededRandom {
    quint64 state;
    explicit SeededRandom(quint64 seed) : state(seed) {}
    quint64 next() {
        state += 0x9E3779B97F4A7C15ull;
        quint64 z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double unit() { return double(next() >> 11) / double(quint64(1) << 53); }
};

inline qint64 nowNanoseconds() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// Median and 99th percentile by the nearest-rank method (a sample that really happened), in
// microseconds, as uikit-bench's Distribution computes them.
void printRow(const char *group, const std::string &measurement, std::vector<double> nanoseconds) {
    if (nanoseconds.empty()) {
        std::fprintf(stderr, "qtquick-dispatch-peer: no samples for %s\n", measurement.c_str());
        std::exit(1);
    }
    std::sort(nanoseconds.begin(), nanoseconds.end());
    const size_t n = nanoseconds.size();
    auto quantile = [&](double q) {
        const size_t rank = size_t(std::ceil(q * double(n)));
        return nanoseconds[std::min(n - 1, rank == 0 ? 0 : rank - 1)];
    };
    const double median = quantile(0.5);
    const double p99 = quantile(0.99);
    std::printf("ROW\t%s\t%s\t%.4f\t%.4f\n", group, measurement.c_str(), median / 1000, p99 / 1000);
    std::fflush(stdout);
}

const QSizeF screenSize(1280, 800);

QRectF strip(const QRectF &bounds, int index, int count, bool horizontal) {
    if (horizontal) {
        const qreal width = bounds.width() / count;
        return QRectF(bounds.x() + width * index, bounds.y(), width, bounds.height());
    }
    const qreal height = bounds.height() / count;
    return QRectF(bounds.x(), bounds.y() + height * index, bounds.width(), height);
}

// ViewTree.balanced: `count` items (the root included), breadth-first, `fanOut` children per item
// tiling it in strips (along x at even depths, y at odd), every tenth created item rotated and scaled
// about its centre. `make` creates an item (a plain QQuickItem or one hosting handlers) for a level.
QQuickItem *balancedTree(int count, int fanOut, const std::function<QQuickItem *(int depth, int index)> &make) {
    QQuickItem *root = make(0, 0);
    root->setSize(screenSize);
    int created = 1;
    std::vector<QQuickItem *> level{root};
    int depth = 0;
    while (created < count) {
        std::vector<QQuickItem *> nextLevel;
        const bool horizontal = depth % 2 == 0;
        for (QQuickItem *parent : level) {
            // Children are laid out in the parent's own coordinates (its bounds start at 0,0).
            const QRectF bounds(0, 0, parent->width(), parent->height());
            for (int index = 0; index < fanOut && created < count; ++index) {
                QQuickItem *child = make(depth + 1, int(nextLevel.size()));
                const QRectF frame = strip(bounds, index, fanOut, horizontal);
                child->setPosition(frame.topLeft());
                child->setSize(frame.size());
                created += 1;
                if (created % 10 == 0) {
                    // UIKit's CGAffineTransform(rotationAngle: 0.03).scaledBy(0.97): about the centre, as
                    // QQuickItem's default transformOrigin.
                    child->setRotation(0.03 * 180.0 / M_PI);
                    child->setScale(0.97);
                }
                child->setParentItem(parent);
                nextLevel.push_back(child);
            }
            if (created >= count) break;
        }
        level = std::move(nextLevel);
        depth += 1;
    }
    return root;
}

// The deepest item containing `point` (in `item`'s coordinates), front-most children first: the walk a
// UIKit hit test makes, written with Qt Quick's public mapping and containment.
QQuickItem *hitTest(QQuickItem *item, const QPointF &point) {
    const QList<QQuickItem *> children = item->childItems();
    for (qsizetype index = children.size() - 1; index >= 0; --index) {
        QQuickItem *child = children.at(index);
        const QPointF local = child->mapFromItem(item, point);
        if (child->contains(local)) return hitTest(child, local);
    }
    return item;
}

void runHitTests(int samples, const std::vector<int> &sizes) {
    for (int count : sizes) {
        QQuickItem *root = balancedTree(count, 10, [](int, int) { return new QQuickItem; });
        // The same points as HitTestSuite: the seed depends on the tree's size.
        SeededRandom random(0x5EED0000ull + quint64(count));
        std::vector<QPointF> points;
        points.reserve(4096);
        for (int i = 0; i < 4096; ++i) {
            const double x = random.unit() * screenSize.width();
            const double y = random.unit() * screenSize.height();
            points.emplace_back(x, y);
        }
        quint64 hits = 0;
        for (int i = 0; i < samples / 10; ++i) hits += hitTest(root, points[i & 4095]) != root;
        std::vector<double> times;
        times.reserve(samples);
        for (int i = 0; i < samples; ++i) {
            const qint64 start = nowNanoseconds();
            QQuickItem *hit = hitTest(root, points[i & 4095]);
            const qint64 end = nowNanoseconds();
            hits += hit != root;
            times.push_back(double(end - start));
        }
        if (hits == 0) {
            std::fprintf(stderr, "qtquick-dispatch-peer: hit testing %d items found nothing\n", count);
            std::exit(1);
        }
        printRow("hit-test", "balanced " + std::to_string(count) + " views", std::move(times));
        delete root;
    }
}

// The handlers standing in for GestureScene's recognizers, on the same three items of the chain. Each
// counts what it recognized in a property of its item, which the run checks afterwards.
const char *leavesParentQml = R"(
import QtQuick
Item {
    id: host
    property int taps: 0
    property int doubleTaps: 0
    TapHandler { onTapped: host.taps++ }                 // UITapGestureRecognizer
    TapHandler { onDoubleTapped: host.doubleTaps++ }     // double tap (numberOfTapsRequired 2)
}
)";
const char *middleQml = R"(
import QtQuick
Item {
    id: host
    property int longPresses: 0
    property int drags: 0
    TapHandler { onLongPressed: host.longPresses++ }                              // UILongPressGestureRecognizer
    DragHandler { target: null; maximumPointCount: 10; onActiveChanged: if (active) host.drags++ } // UIPanGestureRecognizer
}
)";
const char *rootQml = R"(
import QtQuick
Item {
    id: host
    property int pinches: 0
    property int rotations: 0
    property int swipes: 0
    property int edgePans: 0
    PinchHandler { target: null; onActiveChanged: if (active) host.pinches++ }    // UIPinchGestureRecognizer
    PinchHandler { target: null; onActiveChanged: if (active) host.rotations++ }  // UIRotationGestureRecognizer
    DragHandler { target: null; onActiveChanged: if (active) host.swipes++ }      // UISwipeGestureRecognizer
    DragHandler { target: null; onActiveChanged: if (active) host.edgePans++ }    // UIScreenEdgePanGestureRecognizer
}
)";

struct Scene {
    QQmlEngine engine;
    QQmlComponent leavesParent{&engine};
    QQmlComponent middle{&engine};
    QQmlComponent rootHost{&engine};
    QQuickWindow window;
    QQuickItem *root = nullptr;
    QQuickItem *level1 = nullptr;
    QQuickItem *level2 = nullptr;
    std::vector<QPointF> fingerSpots;

    QQuickItem *create(QQmlComponent &component) {
        QObject *object = component.create();
        auto *item = qobject_cast<QQuickItem *>(object);
        if (!item) {
            std::fprintf(stderr, "qtquick-dispatch-peer: %s\n", qPrintable(component.errorString()));
            std::exit(1);
        }
        return item;
    }

    Scene() {
        leavesParent.setData(leavesParentQml, QUrl());
        middle.setData(middleQml, QUrl());
        rootHost.setData(rootQml, QUrl());
        // GestureScene: root view (depth 0) hosts pinch, rotation, swipe, edge pan; root.subviews[4]
        // (depth 1) long press and pan; its subviews[4] (depth 2) tap and double tap.
        root = balancedTree(1000, 10, [this](int depth, int index) -> QQuickItem * {
            if (depth == 0) return create(rootHost);
            if (depth == 1 && index == 4) return level1 = create(middle);
            if (depth == 2 && index == 44) return level2 = create(leavesParent);
            return new QQuickItem;
        });
        window.resize(int(screenSize.width()), int(screenSize.height()));
        window.setPosition(0, 0);
        root->setParentItem(window.contentItem());
        window.show();
        for (int i = 0; i < 10; ++i) QCoreApplication::processEvents();
        for (QQuickItem *leaf : level2->childItems()) {
            fingerSpots.push_back(window.mapToGlobal(leaf->mapToScene(QPointF(leaf->width() / 2, leaf->height() / 2))));
        }
    }

    int count(QQuickItem *item, const char *property) const { return item->property(property).toInt(); }
};

struct Samples {
    std::vector<double> down, moved, lift;
};

// TouchScript and TouchFrameSuite.script: 240 Hz frames; a drag travels 1.5 × 0.5 pt a frame for 120
// frames, a rest trembles ±0.4 pt for 96; each cycle ends with 0.5 s of quiet. Timestamps are the
// script's (Qt's TapHandler reads multi-tap intervals from them); Qt's long-press timer runs on the wall
// clock and never fires within a cycle.
struct TouchRun {
    Scene &scene;
    QPointingDevice *device;
    qint64 timeMicroseconds = 1000000;
    static constexpr qint64 frameInterval = 1000000 / 240;

    bool frame(const std::vector<QPointF> &points, QEventPoint::State state, std::vector<double> *samples) {
        QList<QWindowSystemInterface::TouchPoint> touchPoints;
        touchPoints.reserve(qsizetype(points.size()));
        for (size_t index = 0; index < points.size(); ++index) {
            QWindowSystemInterface::TouchPoint point;
            point.id = int(index);
            point.state = state;
            point.normalPosition = QPointF(points[index].x() / screenSize.width(), points[index].y() / screenSize.height());
            point.area = QRectF(points[index].x() - 2, points[index].y() - 2, 4, 4);
            point.pressure = state == QEventPoint::State::Released ? 0 : 1;
            touchPoints.append(point);
        }
        const ulong timestamp = ulong(timeMicroseconds / 1000);
        const qint64 start = nowNanoseconds();
        const bool accepted = QWindowSystemInterface::handleTouchEvent<QWindowSystemInterface::SynchronousDelivery>(
            &scene.window, timestamp, device, touchPoints);
        const qint64 end = nowNanoseconds();
        if (samples) samples->push_back(double(end - start));
        timeMicroseconds += frameInterval;
        return accepted;
    }

    void cycle(int fingers, bool drag, Samples *samples) {
        std::vector<QPointF> points(scene.fingerSpots.begin(), scene.fingerSpots.begin() + fingers);
        frame(points, QEventPoint::State::Pressed, samples ? &samples->down : nullptr);
        const int moves = drag ? 120 : 96;
        for (int index = 0; index < moves; ++index) {
            std::vector<QPointF> moved = points;
            if (drag) {
                for (QPointF &point : points) point += QPointF(1.5, 0.5);
                moved = points;
            } else {
                const qreal offset = index % 2 == 0 ? 0.4 : -0.4;
                for (QPointF &point : moved) point += QPointF(offset, -offset);
            }
            frame(moved, QEventPoint::State::Updated, samples ? &samples->moved : nullptr);
        }
        frame(points, QEventPoint::State::Released, samples ? &samples->lift : nullptr);
        timeMicroseconds += 500000;
        // What QTest::touchEvent's commit does after delivering: let posted events (deferred deletes,
        // update requests) run, outside the timed region.
        QCoreApplication::processEvents();
    }
};

bool runTouchFrames(Scene &scene, QPointingDevice *device, int cycles) {
    bool verified = true;
    TouchRun run{scene, device};
    for (int fingers : {1, 10}) {
        for (bool drag : {true, false}) {
            const int drags0 = scene.count(scene.level1, "drags");
            const int taps0 = scene.count(scene.level2, "taps");
            for (int i = 0; i < 10; ++i) run.cycle(fingers, drag, nullptr);
            Samples samples;
            for (int i = 0; i < cycles; ++i) run.cycle(fingers, drag, &samples);
            const std::string name = std::to_string(fingers) + (fingers == 1 ? " finger, " : " fingers, ") + (drag ? "drag" : "resting");
            printRow("touch-frame", name + ", down", std::move(samples.down));
            printRow("touch-frame", name + ", moved", std::move(samples.moved));
            printRow("touch-frame", name + ", lift", std::move(samples.lift));
            const int drags = scene.count(scene.level1, "drags") - drags0;
            const int taps = scene.count(scene.level2, "taps") - taps0;
            std::fprintf(stderr, "qtquick-dispatch-peer: %s: drag handler activated %d times, tap handler tapped %d times in %d cycles\n",
                         name.c_str(), drags, taps, cycles + 10);
            // The handlers must really work: a drag activates the drag handler in every cycle; one resting
            // finger taps every cycle.
            if (drag && drags < cycles + 10) verified = false;
            if (!drag && fingers == 1 && taps < cycles + 10) verified = false;
        }
    }
    return verified;
}

} // namespace

int main(int argc, char **argv) {
    int hitSamples = 40000;
    int cycles = 150;
    bool hitTests = true;
    bool touchFrames = true;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--hit-samples") && i + 1 < argc) hitSamples = std::max(100, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--cycles") && i + 1 < argc) cycles = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--only-hit-test")) touchFrames = false;
        else if (!std::strcmp(argv[i], "--only-touch-frame")) hitTests = false;
        else {
            std::fprintf(stderr, "usage: qtquick-dispatch-peer [--hit-samples N] [--cycles N] [--only-hit-test|--only-touch-frame]\n");
            return 64;
        }
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt Quick normally holds a touch move back and delivers it with the next frame it renders (touch
    // compression); a timed call would then measure only the queueing. Without compression each move is
    // delivered inside handleTouchEvent, as every frame is on our side.
    qputenv("QML_NO_TOUCH_COMPRESSION", "1");
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QGuiApplication application(argc, argv);

    if (hitTests) runHitTests(hitSamples, {1000, 10000, 100000});
    if (!touchFrames) return 0;

    auto *device = new QPointingDevice(
        "Benchmark Touchscreen", 1, QInputDevice::DeviceType::TouchScreen, QPointingDevice::PointerType::Finger,
        QInputDevice::Capability::Position | QInputDevice::Capability::Area | QInputDevice::Capability::NormalizedPosition
            | QInputDevice::Capability::Pressure,
        10, 0);
    QWindowSystemInterface::registerInputDevice(device);
    Scene scene;
    if (!runTouchFrames(scene, device, cycles)) {
        std::fprintf(stderr, "qtquick-dispatch-peer: the handlers did not fire as expected; the scene is not exercised\n");
        return 1;
    }
    return 0;
}
