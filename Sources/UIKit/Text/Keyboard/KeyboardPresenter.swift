import CoreGraphics
import Foundation
import InputCore

/// Shows and hides the keyboard of one application: the first responder's input accessory view and input
/// view (or the system keyboard, ``OnScreenKeyboardView``) slide in from the bottom of its screen in
/// ``animationDuration`` on the framework clock, and out when it resigns, with UIKit's notifications.
///
/// The order, as iOS has it: `keyboardWillShow` and `keyboardWillChangeFrame` (begin and end frames) as
/// the slide starts, the guides (``UIKeyboardLayoutGuide``) and the keyboard move frame by frame, then
/// `keyboardDidShow` and `keyboardDidChangeFrame`; the same with `Hide` going out. Focus moving from one
/// text input to another keeps the keyboard up: no hide, no show, only new keys (and a show when its
/// height changes).
@MainActor
final class KeyboardPresenter {
    /// iOS's keyboard animation: 0.25 s.
    static let animationDuration: TimeInterval = 0.25
    /// iOS's keyboard animation curve as its notifications report it (a private curve, 7).
    static let animationCurve = 7
    /// The slide moves the keyboard once per 60 Hz frame.
    static let frameInterval: TimeInterval = 1.0 / 60

    private unowned let application: UIApplication
    /// When the system keyboard appears.
    var mode: OnScreenKeyboardMode = .never
    /// Devices whose input rule says whether they count as a keyboard for ``OnScreenKeyboardMode/automatic``,
    /// whatever their capabilities say (``UIApplication/setCountsAsKeyboard(_:for:)``).
    var countsAsKeyboard: [DeviceID: Bool] = [:]
    /// The keyboard's frame in screen coordinates now (mid-slide while sliding); `nil` while hidden.
    private(set) var visibleFrame: CGRect?
    /// The screen the keyboard is on.
    private(set) var screen: UIScreen?
    private var window: KeyboardWindow?
    private let host = KeyboardHostView(frame: .zero)
    /// The system keyboard, kept while the application lives (no views are made per show).
    private(set) var systemKeyboard: OnScreenKeyboardView?
    /// Where the keys the system keyboard types go.
    private lazy var typist = OnScreenKeyboardTypist(application: application)
    /// The slide in progress.
    private var slide: Slide?
    /// The end frame of the keyboard when it is up or going up.
    private var shownFrame: CGRect?
    /// Raised while the first responder resigns for another to take over (``switchingFocus(_:)``).
    private var isSwitchingFocus = false
    /// The xkb layout names already reported as having no on-screen keys.
    private var reportedLayouts: Set<String> = []
    /// The responder the keyboard was last decided for, and whether the system keyboard was its answer:
    /// a device arriving or leaving decides again only when that answer would change (``devicesChanged()``).
    private weak var decidedResponder: UIResponder?
    private var showsSystemKeyboard = false

    private struct Slide {
        let from: CGRect
        let to: CGRect
        let start: InputTime
        let hiding: Bool
        var timer: FrameworkClock.TimerID?
    }

    init(application: UIApplication) { self.application = application }

    /// Runs `body` (the old first responder resigning) without hiding the keyboard for it: the new first
    /// responder is set right after, and the keyboard stays up if it wants one.
    func switchingFocus<Result>(_ body: () -> Result) -> Result {
        let outer = isSwitchingFocus
        isSwitchingFocus = true
        defer { isSwitchingFocus = outer }
        return body()
    }

    /// The first responder changed to `responder` (`nil`: none).
    func firstResponderChanged(to responder: UIResponder?) {
        if responder == nil, isSwitchingFocus { return }
        decidedResponder = responder
        guard let responder, let content = content(for: responder) else {
            showsSystemKeyboard = false
            hide()
            return
        }
        showsSystemKeyboard = content.input != nil && content.input === systemKeyboard
        show(content, for: responder)
    }

    /// A device was added or removed. In ``OnScreenKeyboardMode/automatic`` mode the system keyboard
    /// follows the hardware: it slides out when a keyboard is attached while it is up, and back in when the
    /// last keyboard leaves while a text input is first responder, with the usual notifications (iOS does
    /// the same when a hardware keyboard connects). An accessory view stays, alone; a custom input view
    /// is not the system keyboard and stays too. The other modes do not look at devices.
    func devicesChanged() {
        guard mode == .automatic, let responder = decidedResponder, responder === application.firstResponder,
              responder is UIKeyInput, responder.inputView == nil, wantsSystemKeyboard != showsSystemKeyboard
        else { return }
        firstResponderChanged(to: responder)
    }

    // MARK: What to show

    private struct Content {
        var accessory: UIView?
        var accessoryHeight: CGFloat
        var input: UIView?
        var inputHeight: CGFloat
        var height: CGFloat { accessoryHeight + inputHeight }
    }

    private func content(for responder: UIResponder) -> Content? {
        let screen = (responder as? UIView)?.window?.screen ?? application.mainScreen
        let accessory = responder.inputAccessoryView
        var input = responder.inputView
        var inputHeight = input.map(Self.height(of:)) ?? 0
        if input == nil, responder is UIKeyInput, wantsSystemKeyboard {
            let keyboard = systemKeyboard(for: responder)
            input = keyboard
            inputHeight = Self.systemKeyboardHeight(on: screen)
        }
        guard accessory != nil || input != nil else { return nil }
        return Content(accessory: accessory, accessoryHeight: accessory.map(Self.height(of:)) ?? 0, input: input, inputHeight: inputHeight)
    }

    /// Whether the mode asks for the system keyboard now.
    private var wantsSystemKeyboard: Bool {
        switch mode {
        case .always: true
        case .never: false
        case .automatic: !application.hasHardwareKeyboard && application.hasPointingDevice
        }
    }

    /// A custom input or accessory view is as tall as its frame says, or its intrinsic height.
    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 0
    }

    /// The system keyboard's height on `screen`: 35 % of the screen, at least iOS's 216 pt, at most half
    /// the screen (docs/decisions.md).
    static func systemKeyboardHeight(on screen: UIScreen) -> CGFloat {
        let height = screen.bounds.height
        return min(max(height * 0.35, 216), height / 2)
    }

    /// The system keyboard set up for `responder`'s traits and the keymap's layout.
    private func systemKeyboard(for responder: UIResponder) -> OnScreenKeyboardView {
        let traits = responder as? UITextInputTraits
        let layout = OnScreenKeyboardLayout(layoutName: xkbLayoutName(), keyboardType: traits?.keyboardType ?? .default)
        let keyboard: OnScreenKeyboardView
        if let existing = systemKeyboard {
            existing.reset(to: layout)
            keyboard = existing
        } else {
            keyboard = OnScreenKeyboardView(layout: layout, clock: application.clock) { [unowned application] in
                (application.keyRepeatDelay, application.keyRepeatInterval)
            }
            keyboard.onStroke = { [unowned self] stroke in self.typist.type(stroke) }
            systemKeyboard = keyboard
        }
        keyboard.returnKeyType = traits?.returnKeyType ?? .default
        return keyboard
    }

    /// The first layout of the keymap in use (`us` without a keymap); a layout with no on-screen keys
    /// falls back to `us` with one diagnostic per name.
    private func xkbLayoutName() -> String {
        guard let description = application.keyTranslator?.keymapDescription else { return OnScreenKeyboardLayout.fallbackLayoutName }
        let name = OnScreenKeyboardLayout.layoutName(fromKeymapDescription: description)
        if !OnScreenKeyboardLayout.hasLetters(for: name), reportedLayouts.insert(name).inserted {
            let known = OnScreenKeyboardLayout.letterRows.keys.sorted().joined(separator: ", ")
            application.reportDiagnostic(
                "on-screen keyboard: no keys for xkb layout '\(name)' (keymap \(description)): showing en-US (us) "
                    + "letters instead; layouts with on-screen keys: \(known)")
        }
        return name
    }

    // MARK: Showing and hiding

    private func show(_ content: Content, for responder: UIResponder) {
        let screen = (responder as? UIView)?.window?.screen ?? application.mainScreen
        if self.screen !== screen { moveWindow(to: screen) }
        guard let window else { return }
        let bounds = screen.bounds
        let end = CGRect(x: bounds.minX, y: bounds.maxY - content.height, width: bounds.width, height: content.height)
        let offscreen = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: content.height)
        // Keys are laid out at the final size; the host slides as a whole.
        host.frame = CGRect(origin: host.frame.origin, size: end.size)
        host.show(accessory: content.accessory, accessoryHeight: content.accessoryHeight, input: content.input, inputHeight: content.inputHeight)
        if window.isHidden { window.isHidden = false }
        let isSliding = slide != nil
        let wasHiding = slide?.hiding ?? false
        if shownFrame == end, !wasHiding {
            return // focus moved to another input with the same keyboard: it stays, only its keys changed
        }
        let begin = visibleFrame ?? offscreen
        shownFrame = end
        if isSliding { cancelSlide() }
        host.frame = begin
        visibleFrame = begin
        post(UIResponder.keyboardWillShowNotification, begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
        startSlide(from: begin, to: end, hiding: false)
    }

    private func hide() {
        guard let current = visibleFrame, shownFrame != nil, let screen else { return }
        shownFrame = nil
        systemKeyboard?.cancelFingers()
        if slide != nil { cancelSlide() }
        let end = CGRect(x: current.minX, y: screen.bounds.maxY, width: current.width, height: current.height)
        post(UIResponder.keyboardWillHideNotification, begin: current, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, begin: current, end: end)
        startSlide(from: current, to: end, hiding: true)
    }

    private func moveWindow(to screen: UIScreen) {
        if let slide { if let timer = slide.timer { application.clock.cancel(timer) }; self.slide = nil }
        window?.isHidden = true
        host.removeFromSuperview()
        let window = KeyboardWindow(screen: screen)
        window.addSubview(host)
        self.window = window
        self.screen = screen
        visibleFrame = nil
        shownFrame = nil
    }

    // MARK: The slide

    private func startSlide(from: CGRect, to: CGRect, hiding: Bool) {
        slide = Slide(from: from, to: to, start: application.clock.now, hiding: hiding, timer: nil)
        scheduleStep()
    }

    private func cancelSlide() {
        if let timer = slide?.timer { application.clock.cancel(timer) }
        slide = nil
    }

    private func scheduleStep() {
        guard let current = slide else { return }
        let end = current.start.seconds + Self.animationDuration
        let next = min(application.clock.now.seconds + Self.frameInterval, end)
        slide?.timer = application.clock.schedule(at: InputTime(seconds: next), label: "keyboard slide") { [weak self] in
            self?.step()
        }
    }

    private func step() {
        guard let current = slide else { return }
        let t = min(max((application.clock.now.seconds - current.start.seconds) / Self.animationDuration, 0), 1)
        // Ease in and out (smoothstep): the keyboard starts and lands gently, as iOS's does.
        let eased = CGFloat(t * t * (3 - 2 * t))
        let frame = CGRect(
            x: current.from.minX + (current.to.minX - current.from.minX) * eased,
            y: current.from.minY + (current.to.minY - current.from.minY) * eased,
            width: current.to.width, height: current.to.height)
        move(to: frame)
        guard t >= 1 else {
            scheduleStep()
            return
        }
        slide = nil
        if current.hiding {
            host.clear()
            window?.isHidden = true
            visibleFrame = nil
            UIKeyboardLayoutGuide.keyboardMoved(in: application)
            post(UIResponder.keyboardDidHideNotification, begin: current.from, end: current.to)
        } else {
            post(UIResponder.keyboardDidShowNotification, begin: current.from, end: current.to)
        }
        post(UIResponder.keyboardDidChangeFrameNotification, begin: current.from, end: current.to)
    }

    private func move(to frame: CGRect) {
        visibleFrame = frame
        host.frame = frame
        UIKeyboardLayoutGuide.keyboardMoved(in: application)
    }

    private func post(_ name: Notification.Name, begin: CGRect, end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: Self.animationCurve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        if application.trace.isEnabled {
            application.trace.emit(.note(time: application.clock.now, message: "\(name.rawValue) end \(end)"))
        }
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }
}
