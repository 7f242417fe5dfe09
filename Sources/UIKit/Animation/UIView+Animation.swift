extension UIView {
    /// Options for block animations; raw values match UIKit's.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely: the animation never ends by itself (its views stay non-interactive unless
        /// `.allowUserInteraction`).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content by redrawing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in transitions instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore inherited options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Whether animations are enabled. When `false`, animation blocks apply their changes at once and no
    /// view loses interactivity. Default `true`.
    public static var areAnimationsEnabled: Bool {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.animator.animationsEnabled
    }

    /// Enables or disables animations for blocks submitted afterwards.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.animator.animationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, then restores the previous setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        // A static entry point: no object to start from but the shared application.
        let animator = UIApplication.shared.animator
        let previous = animator.animationsEnabled
        animator.animationsEnabled = false
        actionsWithoutAnimation()
        animator.animationsEnabled = previous
    }

    /// The duration of the animation block being built, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.animator.currentDuration
    }

    /// Animates the changes made in `animations` over `duration` seconds after `delay`, on the framework
    /// clock.
    ///
    /// Model values change at once. Until the animation ends, the views whose animatable properties
    /// changed (frame, bounds, center, transform, alpha, backgroundColor) ignore touches unless
    /// `options` contains `.allowUserInteraction`. `completion` runs at the end with `finished == true`;
    /// with a duration of 0 (or animations disabled) the changes apply without animation and
    /// `completion` runs on the next run-loop turn.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        // A static entry point: no object to start from but the shared application.
        UIApplication.shared.animator.run(
            duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates with no delay and the default options; the animated views ignore touches until it ends.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, no completion and the default options.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Notes that an animatable property is changing, so a running animation block can claim the view.
    func recordAnimatedChange() {
        // Animation blocks are built on the shared application's animator (the static entry points above).
        UIApplication.sharedIfCreated?.animator.noteChange(of: self)
    }
}
