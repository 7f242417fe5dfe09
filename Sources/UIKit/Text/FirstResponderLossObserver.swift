/// A responder that must hear when it stops being first responder by any path: resigning, leaving its
/// window, or a forced `endEditing(true)` (which does not ask it). Text inputs end their editing session
/// there, so the delegate's `didEndEditing` and `editingDidEnd` come exactly once per session.
@MainActor
protocol FirstResponderLossObserver: AnyObject {
    /// The application's first responder changed away from this responder.
    func didLoseFirstResponder()
}
