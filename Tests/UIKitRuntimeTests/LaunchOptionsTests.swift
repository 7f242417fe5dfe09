import Display
import Testing
import UIKit
import UIKitRuntime

@Suite struct LaunchOptionsTests {
    @Test func everyOptionIsReadFromTheCommandLineAndTheAppsArgumentsPassThroughInOrder() throws {
        let parsed = try LaunchOptions.parse(
            arguments: ["kiosk", "--menu", "lunch.json", "--display", "window", "--input=libinput:/dev/input/event5,/dev/input/event7",
                        "--rules", "/etc/kiosk/rules.yaml", "--record", "session.jsonl", "--rotation", "90", "--frames", "out",
                        "--stats", "--size", "640x480", "-v"],
            environment: [:])
        var expected = LaunchOptions()
        expected.display = .window
        expected.input = .libinputNodes(["/dev/input/event5", "/dev/input/event7"])
        expected.rules = "/etc/kiosk/rules.yaml"
        expected.record = "session.jsonl"
        expected.rotation = .degrees90
        expected.frames = "out"
        expected.stats = true
        expected.size = CGSize(width: 640, height: 480)
        #expect(parsed.options == expected)
        #expect(parsed.appArguments == ["kiosk", "--menu", "lunch.json", "-v"])
    }

    @Test func theEnvironmentSetsEveryOptionAndTheCommandLineWins() throws {
        let environment = ["UIKIT_DISPLAY": "kms", "UIKIT_INPUT": "libinput:seat1", "UIKIT_RULES": "/etc/rules.yaml",
                           "UIKIT_RECORD": "/var/log/kiosk.jsonl", "UIKIT_ROTATION": "270", "UIKIT_FRAMES": "/tmp/frames",
                           "UIKIT_STATS": "1", "UIKIT_SIZE": "800x1280"]
        let fromEnvironment = try LaunchOptions.parse(arguments: ["kiosk"], environment: environment).options
        #expect(fromEnvironment.display == .kms)
        #expect(fromEnvironment.input == .libinputSeat("seat1"))
        #expect(fromEnvironment.rules == "/etc/rules.yaml")
        #expect(fromEnvironment.record == "/var/log/kiosk.jsonl")
        #expect(fromEnvironment.rotation == .degrees270)
        #expect(fromEnvironment.frames == "/tmp/frames")
        #expect(fromEnvironment.stats)
        #expect(fromEnvironment.size == CGSize(width: 800, height: 1280))

        let overridden = try LaunchOptions.parse(arguments: ["kiosk", "--display", "none", "--rotation", "0", "--input", "libinput"],
                                                 environment: environment).options
        #expect(overridden.display == nil)
        #expect(overridden.rotation == .degrees0)
        #expect(overridden.input == .libinputSeat("seat0"))
        #expect(overridden.rules == "/etc/rules.yaml")
    }

    @Test func everythingAfterADoubleDashIsTheAppsEvenRuntimeOptionNames() throws {
        let parsed = try LaunchOptions.parse(arguments: ["kiosk", "--stats", "--", "--display", "x"], environment: [:])
        #expect(parsed.options.stats)
        #expect(parsed.options.display == nil)
        #expect(parsed.appArguments == ["kiosk", "--", "--display", "x"])
    }

    @Test func theDefaultsAreNoDisplayLibinputOnSeat0AndA1024By768Screen() throws {
        let options = try LaunchOptions.parse(arguments: ["kiosk"], environment: [:]).options
        #expect(options.display == nil)
        #expect(options.resolvedInput == .libinputSeat("seat0"))
        #expect(options.screenSize == CGSize(width: 1024, height: 768))
        #expect(!options.isShowing)
        var kms = LaunchOptions()
        kms.display = .kms
        #expect(kms.resolvedInput == .libinputSeat("seat0"))
        var window = LaunchOptions()
        window.display = .window
        #expect(window.resolvedInput == .window)
    }

    @Test(arguments: [
        (["kiosk", "--display", "hdmi"], [:], "--display \"hdmi\": expected window, fullscreen, kms or none"),
        (["kiosk"], ["UIKIT_DISPLAY": "hdmi"], "UIKIT_DISPLAY \"hdmi\": expected window, fullscreen, kms or none"),
        (["kiosk", "--rotation", "45"], [:], "--rotation \"45\": expected 0, 90, 180 or 270"),
        (["kiosk"], ["UIKIT_ROTATION": "sideways"], "UIKIT_ROTATION \"sideways\": expected 0, 90, 180 or 270"),
        (["kiosk", "--on-screen-keyboard", "yes"], [:], "--on-screen-keyboard \"yes\": expected auto, always or never"),
        (["kiosk", "--size", "640"], [:], "--size \"640\": expected WIDTHxHEIGHT in points, each 1…16384, e.g. 640x480"),
        (["kiosk", "--record", "out.txt"], [:], "--record \"out.txt\": expected a native recording whose name ends in .jsonl"),
        (["kiosk", "--input", "evdev"], [:], "--input \"evdev\": expected window, none, libinput, libinput:SEAT or libinput:/dev/input/eventN[,…]"),
        (["kiosk", "--input", "libinput:seat0,/dev/input/event1"], [:], "--input \"libinput:seat0,/dev/input/event1\": expected one seat name, or device nodes starting with /"),
        (["kiosk", "--rules"], [:], "--rules needs a value"),
        (["kiosk", "--rules", "--stats"], [:], "--rules needs a value"),
        (["kiosk", "--stats=yes"], [:], "--stats takes no value"),
        (["kiosk"], ["UIKIT_STATS": "maybe"], "UIKIT_STATS \"maybe\": expected 1 or 0"),
        (["kiosk", "--input", "window"], [:], "--input window needs a window: add --display window (or fullscreen)"),
        (["kiosk", "--display", "kms", "--input", "window"], [:], "--input window cannot be used with --display kms: a bare console has no window system (use --input libinput)"),
    ] as [([String], [String: String], String)])
    func aWrongOptionIsAnErrorNamingItWhereItCameFromAndWhatItAccepts(arguments: [String], environment: [String: String], message: String) {
        #expect {
            _ = try LaunchOptions.parse(arguments: arguments, environment: environment)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func theOnScreenKeyboardModeIsAutomaticUnlessTheCommandLineOrTheEnvironmentSaysOtherwise() throws {
        #expect(try LaunchOptions.parse(arguments: ["kiosk"], environment: [:]).options.onScreenKeyboard == .automatic)
        let fromEnvironment = try LaunchOptions.parse(arguments: ["kiosk"], environment: ["UIKIT_ON_SCREEN_KEYBOARD": "never"])
        #expect(fromEnvironment.options.onScreenKeyboard == .never)
        let fromCommandLine = try LaunchOptions.parse(
            arguments: ["kiosk", "--on-screen-keyboard", "always"], environment: ["UIKIT_ON_SCREEN_KEYBOARD": "never"])
        #expect(fromCommandLine.options.onScreenKeyboard == .always)
    }

    @Test func replayAndTraceAreReadAndAReplayTakesNoDisplayInputFramesOrRecording() throws {
        let parsed = try LaunchOptions.parse(arguments: ["kiosk", "--replay", "session.jsonl", "--trace", "out.trace"], environment: [:])
        #expect(parsed.options.replay == "session.jsonl")
        #expect(parsed.options.trace == "out.trace")
        #expect(parsed.options.resolvedInput == .none, "the recording is the input: no libinput seat is opened")
        #expect(!parsed.options.isShowing)
        let fromEnvironment = try LaunchOptions.parse(arguments: ["kiosk"], environment: ["UIKIT_REPLAY": "a.jsonl", "UIKIT_TRACE": "a.trace"])
        #expect(fromEnvironment.options.replay == "a.jsonl" && fromEnvironment.options.trace == "a.trace")
        let conflicts: [([String], String)] = [
            (["--display", "window"], "--replay runs on the framework clock without a display: leave out --display"),
            (["--input", "libinput"], "--replay is the app's input: leave out --input"),
            (["--frames", "out"], "--replay cannot be combined with --frames: the replay is already the recording"),
            (["--record", "again.jsonl"], "--replay cannot be combined with --record: the replay is already the recording"),
        ]
        for (extra, message) in conflicts {
            #expect(throws: LaunchOptionsError.conflict(message)) {
                try LaunchOptions.parse(arguments: ["kiosk", "--replay", "session.jsonl"] + extra, environment: [:])
            }
        }
        // A trace of a live run is allowed: it is written as the app runs.
        #expect(try LaunchOptions.parse(arguments: ["kiosk", "--display", "window", "--trace", "live.trace"], environment: [:]).options.trace == "live.trace")
    }
}
