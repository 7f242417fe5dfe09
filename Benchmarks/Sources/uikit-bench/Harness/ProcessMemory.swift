import CMallocCounter
import Foundation
import Glibc

/// The process's memory as the kernel and the allocator see it.
enum ProcessMemory {
    /// Resident set size in bytes (`/proc/self/statm`, second field, times the page size).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes the allocator has handed out and not had back (`mallinfo2().uordblks`): the heap in use,
    /// which unlike RSS does not depend on when freed pages go back to the kernel.
    static func heapInUseBytes() -> Int { Int(malloc_counter_heap_in_use()) }
}
