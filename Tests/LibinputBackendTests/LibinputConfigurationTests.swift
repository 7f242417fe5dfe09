import Glibc
import InputCore
import LibinputBackend
import Testing

struct LibinputConfigurationTests {
    @Test(arguments: ScreenRotation.allCases)
    func libinputMatrixMatchesScreenMappingForEveryRotation(rotation: ScreenRotation) throws {
        let calibration = try #require(CalibrationMatrix([1.02, 0, -0.01, 0, 0.98, 0.02]))
        let mapping = ScreenMapping(width: 800, height: 480, rotation: rotation, calibration: calibration)
        let matrix = mapping.libinputMatrix()
        for point in [InputPoint(x: 0, y: 0), InputPoint(x: 0.25, y: 0.75), InputPoint(x: 1, y: 0.5)] {
            let viaLibinput = matrix.apply(point)
            let viaMapping = mapping.map(normalized: point)
            #expect(abs(viaLibinput.x * 800 - viaMapping.x) < 1e-9 && abs(viaLibinput.y * 480 - viaMapping.y) < 1e-9)
        }
    }

    @Test func identityCalibrationKeepsTheDeviceDefaultFromUdev() throws {
        let udevDefault = try #require(CalibrationMatrix([0.5, 0, 0.25, 0, 0.5, 0.25]))
        let matrix = ScreenMapping(width: 1, height: 1, rotation: .degrees180).libinputMatrix(deviceDefault: udevDefault)
        #expect(matrix.apply(InputPoint(x: 0, y: 0)) == InputPoint(x: 0.75, y: 0.75))
    }

    @Test func firstMatchingRuleWinsAndUnmatchedDevicesUseTheDefaultScreen() {
        let panel = ScreenMapping(width: 1280, height: 800, rotation: .degrees90)
        let configuration = LibinputConfiguration(
            screen: ScreenMapping(width: 1920, height: 1080),
            rules: [
                LibinputDeviceRule(match: .nameContains("wacom"), action: .ignore),
                LibinputDeviceRule(match: .node("event7"), action: .map(to: panel)),
                LibinputDeviceRule(match: .any, action: .ignore),
            ])
        #expect(configuration.action(name: "Wacom Pen", node: "/dev/input/event7") == .ignore)
        #expect(configuration.action(name: "ILITEK", node: "/dev/input/event7") == .map(to: panel))
        #expect(configuration.action(name: "ILITEK", node: "/dev/input/event8") == .ignore)
        #expect(LibinputConfiguration(screen: panel).action(name: "x", node: nil) == .map(to: panel))
    }

    @Test func permissionErrorsNameTheNodeAndTheInputGroup() {
        let error = LibinputBackendError(node: "/dev/input/event3", errno: EACCES)
        #expect(error == .permissionDenied(node: "/dev/input/event3"))
        #expect(error.description.contains("/dev/input/event3") && error.description.contains("`input` group")
                && error.description.contains("logind"))
        #expect(LibinputBackendError(node: "/dev/input/event9", errno: EPERM) == .permissionDenied(node: "/dev/input/event9"))
        #expect(LibinputBackendError(node: "/dev/input/event9", errno: ENOENT).description.contains("/dev/input/event9"))
    }

    @Test func pathBackendReportsAMissingNodeAsSuch() {
        #expect(throws: LibinputBackendError.devicesUnavailable([.deviceRejected(node: "/nonexistent/event99", cause: .nodeMissing)])) {
            _ = try LibinputSource(paths: ["/nonexistent/event99"], configuration: LibinputConfiguration(screen: ScreenMapping(width: 1, height: 1)))
        }
    }
}
