// The Kiwi side of the Auto Layout peer benchmark: the same constraint systems as
// Benchmarks/Sources/layout-bench (see Systems.swift there), built on Kiwi's header-only solver.
// Usage: kiwi_layout CASE VIEWS ITERATIONS; prints one sample (microseconds) per line, then
// "check VALUE" so run.sh can confirm both sides solved the same system.
// UIKit priority p (1...999) maps to Kiwi's strength::create(0, p, 0); 1000 is strength::required.
#include <kiwi/kiwi.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct View {
    kiwi::Variable left, top, width, height;
};

double strengthFor(double priority) {
    return priority >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, priority, 0);
}

// A horizontal chain: view i starts 8 after view i-1 ends, equal widths and heights, pinned to a
// container 0...(28 * n - 8) wide.
double chain(int n) {
    kiwi::Solver solver;
    std::vector<View> views(n);
    for (int i = 0; i < n; ++i) {
        View& v = views[i];
        if (i == 0) {
            solver.addConstraint(v.left == 0);
        } else {
            solver.addConstraint(v.left == views[i - 1].left + views[i - 1].width + 8);
            solver.addConstraint(v.width == views[0].width);
            solver.addConstraint(v.height == views[0].height);
        }
        solver.addConstraint(v.top == 0);
    }
    solver.addConstraint(views[n - 1].left + views[n - 1].width == 28.0 * n - 8);
    solver.addConstraint(views[0].height == 44);
    solver.updateVariables();
    double check = 0;
    for (const View& v : views) check += v.left.value() + v.width.value() + v.top.value() + v.height.value();
    return check;
}

// A grid of rows x columns: equal widths and heights, spacing 8, pinned to a square container.
double grid(int n) {
    int columns = 1;
    while (columns * columns < n) ++columns;
    int rows = n / columns;
    kiwi::Solver solver;
    std::vector<View> views(rows * columns);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            View& v = views[r * columns + c];
            if (c == 0) solver.addConstraint(v.left == 0);
            else solver.addConstraint(v.left == views[r * columns + c - 1].left + views[r * columns + c - 1].width + 8);
            if (r == 0) solver.addConstraint(v.top == 0);
            else solver.addConstraint(v.top == views[(r - 1) * columns + c].top + views[(r - 1) * columns + c].height + 8);
            if (r != 0 || c != 0) {
                solver.addConstraint(v.width == views[0].width);
                solver.addConstraint(v.height == views[0].height);
            }
        }
    }
    const View& last = views[rows * columns - 1];
    solver.addConstraint(last.left + last.width == 28.0 * columns - 8);
    solver.addConstraint(last.top + last.height == 52.0 * rows - 8);
    solver.updateVariables();
    double check = 0;
    for (const View& v : views) check += v.left.value() + v.width.value() + v.top.value() + v.height.value();
    return check;
}

// A row of n labels in a 10 * n wide container: intrinsic widths 4 + (i % 5), hugging 250 (251 for
// every third), compression resistance 750, spacing 8, all pinned; the labels share the spare room.
double hugging(int n) {
    kiwi::Solver solver;
    std::vector<View> views(n);
    double containerWidth = 20.0 * n;
    for (int i = 0; i < n; ++i) {
        View& v = views[i];
        double intrinsic = 4 + (i % 5);
        if (i == 0) solver.addConstraint(v.left == 0);
        else solver.addConstraint(v.left == views[i - 1].left + views[i - 1].width + 8);
        solver.addConstraint((v.width <= intrinsic) | strengthFor(i % 3 == 0 ? 251 : 250));
        solver.addConstraint((v.width >= intrinsic) | strengthFor(750));
        solver.addConstraint(v.top == 0);
        solver.addConstraint(v.height == 20);
    }
    solver.addConstraint(views[n - 1].left + views[n - 1].width == containerWidth);
    solver.updateVariables();
    double check = 0;
    for (const View& v : views) check += v.width.value();
    return check;
}

// n / 10 independent containers stacked vertically, each a chain of 10 views with equal widths: the
// shape of a screen of independent subtrees, whose cost should grow linearly with n.
double subtrees(int n) {
    kiwi::Solver solver;
    std::vector<View> views(n);
    std::vector<View> containers(n / 10);
    for (int g = 0; g < n / 10; ++g) {
        View& box = containers[g];
        solver.addConstraint(box.left == 0);
        solver.addConstraint(box.top == 60.0 * g);
        solver.addConstraint(box.width == 300);
        solver.addConstraint(box.height == 44);
        for (int i = 0; i < 10; ++i) {
            View& v = views[g * 10 + i];
            if (i == 0) {
                solver.addConstraint(v.left == box.left + 8);
            } else {
                const View& previous = views[g * 10 + i - 1];
                solver.addConstraint(v.left == previous.left + previous.width + 8);
                solver.addConstraint(v.width == views[g * 10].width);
            }
            solver.addConstraint(v.top == box.top);
            solver.addConstraint(v.height == box.height);
        }
        const View& last = views[g * 10 + 9];
        solver.addConstraint(last.left + last.width == box.left + box.width - 8);
    }
    solver.updateVariables();
    double check = 0;
    for (const View& v : views) check += v.left.value() + v.width.value() + v.top.value() + v.height.value();
    return check;
}

using Clock = std::chrono::steady_clock;

double micros(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: kiwi_layout chain|grid|hugging|constant|subtrees VIEWS ITERATIONS\n");
        return 2;
    }
    const char* name = argv[1];
    int n = std::atoi(argv[2]);
    int iterations = std::atoi(argv[3]);
    double check = 0;
    if (std::strcmp(name, "constant") == 0) {
        // Changing one spacing in a built chain of n views and re-solving. Kiwi has no way to change a
        // constraint's constant, so the spacing is an edit variable (its idiomatic, fastest way).
        kiwi::Solver solver;
        std::vector<View> views(n);
        kiwi::Variable gap;
        solver.addEditVariable(gap, kiwi::strength::strong);
        solver.suggestValue(gap, 8);
        for (int i = 0; i < n; ++i) {
            View& v = views[i];
            if (i == 0) solver.addConstraint(v.left == 0);
            else if (i == 1) solver.addConstraint(v.left == views[0].left + views[0].width + gap);
            else solver.addConstraint(v.left == views[i - 1].left + views[i - 1].width + 8);
            solver.addConstraint(v.width == 20);
            solver.addConstraint(v.top == 0);
            solver.addConstraint(v.height == 44);
        }
        solver.updateVariables();
        for (int k = 0; k < iterations; ++k) {
            auto start = Clock::now();
            solver.suggestValue(gap, k % 2 == 0 ? 16 : 8);
            solver.updateVariables();
            double sum = 0;
            for (const View& v : views) sum += v.left.value();
            double elapsed = micros(start);
            std::printf("%.3f\n", elapsed);
            check = sum;
        }
    } else {
        for (int k = 0; k < iterations; ++k) {
            auto start = Clock::now();
            if (std::strcmp(name, "chain") == 0) check = chain(n);
            else if (std::strcmp(name, "grid") == 0) check = grid(n);
            else if (std::strcmp(name, "hugging") == 0) check = hugging(n);
            else if (std::strcmp(name, "subtrees") == 0) check = subtrees(n);
            else { std::fprintf(stderr, "kiwi_layout: unknown case %s\n", name); return 2; }
            std::printf("%.3f\n", micros(start));
        }
    }
    std::printf("check %.3f\n", check);
    return 0;
}
