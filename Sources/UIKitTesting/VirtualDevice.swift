/// What every virtual device has: the harness it sends through, its id, its name, and a way to unplug it.
@MainActor
public class VirtualDevice {
    let harness: UIKitTestHarness
    /// The device's id.
    public let id: DeviceID
    let name: String

    init(harness: UIKitTestHarness, id: DeviceID, name: String) {
        self.harness = harness
        self.id = id
        self.name = name
    }

    /// Removes the device: its touches still down are cancelled, its held keys and buttons released.
    public func unplug() { harness.send(.deviceRemoved, from: id) }
}
