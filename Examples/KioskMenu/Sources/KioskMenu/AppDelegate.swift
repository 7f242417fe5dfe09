import KioskMenuKit
import UIKit
// The runtime runs the app: `KioskMenu --display window --size 480x800`, or on the kiosk's portrait panel
// mounted at 90°: `KioskMenu --display kms --input libinput --size 480x800 --rotation 90` (docs/runtime.md).
import UIKitRuntime

@main
final class AppDelegate: KioskAppDelegate {}
