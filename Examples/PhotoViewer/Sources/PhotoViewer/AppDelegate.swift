import PhotoViewerKit
import UIKit
// The runtime runs the app: `PhotoViewer --display window --size 480x360 --photos Examples/PhotoViewer/Photos`,
// or on a panel: `PhotoViewer --display kms --input libinput --photos /srv/photos` (docs/runtime.md).
import UIKitRuntime

@main
final class AppDelegate: PhotoViewerAppDelegate {}
