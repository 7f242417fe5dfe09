import InputCore

/// Runs block animations on the framework clock.
///
/// There is no renderer, so an animation is its timing: which views it animates, when it ends, and
/// whether those views accept touches meanwhile. Hit testing reads model (final) values; a view that is
/// animating without `.allowUserInteraction` is skipped with its subtree from the moment the block is
/// committed until the animation ends (docs/decisions.md, "animations and hit testing").
@MainActor
final class Animator {
    private final class Animation {
        let id: Int
        /// The views still animating: a view leaves when its layer's animations are removed.
        var views: [UIView]
        let blocksInteraction: Bool
        let completion: ((Bool) -> Void)?
        var timer: FrameworkClock.TimerID?
        var isFinished = false
        /// Whether some view's animations were removed before the end: the completion then gets `false`.
        var wasInterrupted = false

        init(id: Int, views: [UIView], blocksInteraction: Bool, completion: ((Bool) -> Void)?) {
            self.id = id
            self.views = views
            self.blocksInteraction = blocksInteraction
            self.completion = completion
        }
    }

    private unowned let clock: FrameworkClock
    private var collecting: [[UIView]] = []
    private var durations: [TimeInterval] = []
    private var running: [Animation] = []
    private var nextID = 0
    var animationsEnabled = true

    init(clock: FrameworkClock) { self.clock = clock }

    var currentDuration: TimeInterval { durations.last ?? 0 }

    func noteChange(of view: UIView) {
        // A change made with animations disabled (`performWithoutAnimation` inside an animation block) is
        // not animated, so it must not make the view part of the enclosing animation.
        guard animationsEnabled, let last = collecting.indices.last else { return }
        if !collecting[last].contains(where: { $0 === view }) { collecting[last].append(view) }
    }

    func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let animates = animationsEnabled && duration > 0 && duration.isFinite
        guard animates else {
            animations()
            if let completion {
                // "performed at the beginning of the next run loop cycle" (004:1374).
                clock.schedule(at: clock.now, label: "animation completion") { completion(true) }
            }
            return
        }
        collecting.append([])
        durations.append(duration)
        animations()
        durations.removeLast()
        // Views in the order their first property changed, so behaviour never depends on addresses.
        let views = collecting.removeLast()
        guard !views.isEmpty else {
            // Nothing animatable changed, so nothing animates: as on iOS the completion runs at once (on the
            // next run-loop turn) with `finished == true` instead of waiting out the duration.
            if let completion {
                clock.schedule(at: clock.now, label: "animation completion") { completion(true) }
            }
            return
        }
        nextID += 1
        let animation = Animation(
            id: nextID, views: views, blocksInteraction: !options.contains(.allowUserInteraction),
            completion: completion)
        if animation.blocksInteraction { for view in views { view.interactionBlockingAnimations += 1 } }
        running.append(animation)
        guard !options.contains(.repeat) else { return }
        let end = clock.now.advanced(bySeconds: max(delay, 0) + duration)
        animation.timer = clock.schedule(at: end, label: "animation end") { [weak self] in
            self?.finish(animation, finished: true)
        }
    }

    private func finish(_ animation: Animation, finished: Bool) {
        guard !animation.isFinished else { return }
        animation.isFinished = true
        if let timer = animation.timer { clock.cancel(timer) }
        if animation.blocksInteraction { for view in animation.views { view.interactionBlockingAnimations -= 1 } }
        animation.views.removeAll()
        running.removeAll { $0 === animation }
        animation.completion?(finished && !animation.wasInterrupted)
    }

    /// Stops `view`'s part in every animation that animates it; the view accepts touches again at once.
    /// An animation with no view left ends now and its completion runs with `finished == false`; one that
    /// still animates other views ends at its scheduled time, also with `finished == false`, as UIKit
    /// reports a block as finished only when none of its animations was removed.
    func removeAnimations(of view: UIView) {
        for animation in running {
            guard let index = animation.views.firstIndex(where: { $0 === view }) else { continue }
            animation.views.remove(at: index)
            if animation.blocksInteraction { view.interactionBlockingAnimations -= 1 }
            animation.wasInterrupted = true
            if animation.views.isEmpty { finish(animation, finished: false) }
        }
    }
}
