import SignaturePadKit
import UIKit
// The runtime runs the app: `SignaturePad --display window --size 640x480 --save-to /tmp/signature.png`, or
// on a panel: `SignaturePad --display kms --input libinput` (docs/runtime.md).
import UIKitRuntime

@main
final class AppDelegate: SignaturePadAppDelegate {}
