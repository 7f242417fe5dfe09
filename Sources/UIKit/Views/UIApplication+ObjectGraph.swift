import Foundation

/// How objects find their application through the object graph (a view through its window, a view
/// controller through its view, a screen through the application that owns it), and where the work of an
/// object outside every window goes (docs/decisions.md, "The application of an object outside every
/// window").
extension UIApplication {
    /// Reports `message` in `application` (the one the object it is about belongs to). An object outside
    /// every window has none: the message goes to the shared application if one exists, else to standard
    /// error as the shared application's default sink would write it. A diagnostic never creates an
    /// application.
    static func reportDiagnostic(_ message: String, in application: UIApplication?) {
        if let target = application ?? sharedIfCreated {
            target.reportDiagnostic(message)
        } else {
            FileHandle.standardError.write(Data("uikit: \(message)\n".utf8))
        }
    }

    /// The application whose trace and clock serve an object in `application`, or outside every window
    /// (`nil`): the shared one, created if needed, since a time or a trace entry needs a clock. Every
    /// caller has an object; the shared application stands in only when that object is in no window.
    static func serving(_ application: UIApplication?) -> UIApplication {
        // An object outside every window: the public API gave no other application to start from.
        application ?? UIApplication.shared
    }
}

extension UIResponder {
    /// The application the responder belongs to: the application itself, a view's window's, a view
    /// controller's view's window's; `nil` for a responder outside every window.
    var owningApplication: UIApplication? {
        if let application = self as? UIApplication { return application }
        if let view = self as? UIView { return view.window?.application }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window?.application }
        return nil
    }
}

extension UIScreen {
    /// The application the screen belongs to (its main screen, or added with
    /// ``UIApplication/addScreen(_:)``); `nil` when it belongs to none any more.
    var application: UIApplication? { applicationLink?.application }
}
