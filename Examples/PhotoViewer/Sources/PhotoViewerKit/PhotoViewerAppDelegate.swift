import Foundation
import UIKit

/// The photo viewer's app delegate: one window with the viewer. `--photos DIR` (the app's own argument,
/// passed through by the runtime) names the folder of PNG photos; default `Photos` in the working folder.
/// Files that cannot be read are named on standard output and left out.
open class PhotoViewerAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?

    public required init() {}

    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let arguments = launchOptions?[.arguments] as? [String] ?? []
        let library = PhotoLibrary(folder: Self.folder(in: arguments))
        for line in library.skipped { print("photo-viewer: skipped \(line)") }
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = PhotoViewerViewController(library: library)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The value after `--photos`, else `Photos`.
    static func folder(in arguments: [String]) -> String {
        guard let index = arguments.firstIndex(of: "--photos"), index + 1 < arguments.count else { return "Photos" }
        return arguments[index + 1]
    }
}
