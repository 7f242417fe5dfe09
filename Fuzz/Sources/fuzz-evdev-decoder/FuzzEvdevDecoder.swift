import FuzzSupport
import InputCore

/// Feeds arbitrary raw event streams to `EvdevDecoder` as each kind of device. The first byte picks the
/// device; then each event is 7 bytes: a time step, a type, a code and a 32-bit value. Types and codes are
/// folded onto the ones the decoder handles so most inputs reach the interesting paths. Everything the
/// decoder produces must keep the touch contract (`ContactSequenceCheck`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvdevDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let profiles = FuzzEvdevProfiles.all
    let profile = profiles[input.choose(profiles.count)]
    var decoder = EvdevDecoder(profile: profile, device: DeviceID(1))
    var check = ContactSequenceCheck()
    var microseconds: Int64 = 0
    let types: [UInt16] = [Evdev.EV_SYN, Evdev.EV_SYN, Evdev.EV_ABS, Evdev.EV_ABS, Evdev.EV_ABS, Evdev.EV_KEY, Evdev.EV_REL, Evdev.EV_MSC]
    while !input.isAtEnd {
        let step = input.byte()
        switch step {
        case 0xF0: microseconds -= Int64(input.uint16()) * 1000  // timestamps jumping back
        case 0xF1: microseconds += Int64(input.uint32()) * 1_000_000  // far forward
        case 0xF2: microseconds = Int64(input.int32()) * Int64(input.int32())  // anywhere, negative too
        default: microseconds += Int64(step) * 100
        }
        let typeByte = input.byte()
        let type = typeByte >= 0xF0 ? UInt16(typeByte) : types[Int(typeByte) % types.count]
        var code = UInt16(input.byte())
        if type == Evdev.EV_SYN { code %= 4 }
        if type == Evdev.EV_KEY { code = code < 0x80 ? 0x100 + code : 0x100 + code % 0x60 + 0x10 }
        if type == Evdev.EV_ABS && code >= 0x40 { code = 0x2f + code % 0x10 }
        let value = input.byte() < 0xE0 ? Int32(input.int32() % 5000) : input.int32()
        let event = EvdevRawEvent(microseconds: microseconds, type: type, code: code, value: value)
        check.require(decoder.decode(event), source: profile.name)
        _ = decoder.takeDiagnostics()
    }
    return 0
}
