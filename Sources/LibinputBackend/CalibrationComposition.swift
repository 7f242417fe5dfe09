import InputCore

extension CalibrationMatrix {
    /// This matrix applied after `first`: the product `self · first` of the two affine maps, so
    /// `combined.apply(p) == self.apply(first.apply(p))`.
    ///
    /// libinput takes a single matrix per device (`libinput_device_config_calibration_set_matrix`), so
    /// a screen mapping's calibration and rotation are folded into one before it is set.
    public func applied(after first: CalibrationMatrix) -> CalibrationMatrix {
        let r = values, c = first.values
        let product = [
            r[0] * c[0] + r[1] * c[3], r[0] * c[1] + r[1] * c[4], r[0] * c[2] + r[1] * c[5] + r[2],
            r[3] * c[0] + r[4] * c[3], r[3] * c[1] + r[4] * c[4], r[3] * c[2] + r[4] * c[5] + r[5],
        ]
        return CalibrationMatrix(product) ?? .identity
    }
}

extension ScreenMapping {
    /// The single libinput calibration matrix equivalent to this mapping's calibration followed by its
    /// rotation (the order `map(normalized:)` uses), starting from `deviceDefault` when the mapping's
    /// own calibration is the identity.
    ///
    /// `deviceDefault` is libinput's default matrix for the device, which comes from the udev property
    /// `LIBINPUT_CALIBRATION_MATRIX` (libinput.h, `libinput_device_config_calibration_get_default_matrix`);
    /// keeping it when the mapping does not calibrate means a system-wide udev calibration still works.
    public func libinputMatrix(deviceDefault: CalibrationMatrix = .identity) -> CalibrationMatrix {
        let base = calibration == .identity ? deviceDefault : calibration
        return CalibrationMatrix(rotation: rotation).applied(after: base)
    }
}
