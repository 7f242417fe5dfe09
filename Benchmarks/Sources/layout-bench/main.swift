// The Swift side of the Auto Layout peer benchmark (Benchmarks/peers/kiwi/run.sh): the constraint
// systems of Systems.swift, solved by the Layout module. Usage: layout-bench CASE VIEWS ITERATIONS;
// prints one sample (microseconds) per line, then "check VALUE", like kiwi_layout.
#if canImport(Glibc)
import Glibc
#endif

/// Microseconds on the monotonic clock (a benchmark measures the machine, not the framework clock).
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let n = Int(arguments[2]), let iterations = Int(arguments[3]), n > 1 else {
    print("usage: layout-bench chain|grid|hugging|constant|subtrees VIEWS ITERATIONS")
    exit(2)
}
var check = 0.0
switch arguments[1] {
case "constant":
    check = Systems.changeConstant(n, iterations: iterations) { print(String(format3: $0)) }
case let name:
    let system: (Int) -> Double
    switch name {
    case "chain": system = Systems.chain
    case "grid": system = Systems.grid
    case "hugging": system = Systems.hugging
    case "subtrees": system = Systems.subtrees
    default:
        print("layout-bench: unknown case \(name)")
        exit(2)
    }
    for _ in 0..<iterations {
        let start = now()
        check = system(n)
        print(String(format3: now() - start))
    }
}
print("check \(String(format3: check))")

extension String {
    /// `value` with three decimals, as the C++ side's `%.3f`.
    init(format3 value: Double) {
        let scaled = (value * 1000).rounded()
        let whole = Int(scaled / 1000)
        let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: 1000))
        let padded = String(fraction)
        self = "\(whole).\(String(repeating: "0", count: 3 - padded.count))\(padded)"
    }
}
