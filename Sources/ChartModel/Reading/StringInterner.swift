import Foundation

/// Strings read out of a text, each distinct one made once: a string read again is its number.
///
/// Strings are looked up by their bytes (hashed eight at a time) in an open-addressing table,
/// against a copy of each distinct one's bytes.
struct StringInterner {
    /// The distinct strings, in the order they were first read.
    private(set) var strings: [String] = []
    /// The bytes of the distinct strings, one after another.
    private var spellings: [UInt8] = []
    /// Where each distinct string's bytes are in `spellings`, and their hash.
    private var places: [(start: Int, count: Int, hash: UInt64)] = []
    /// Each slot a string's number plus one, or zero when empty; a power of two long.
    private var slots = [UInt32](repeating: 0, count: 64)

    /// The number of the string spelled by `bytes` (valid UTF-8), made from them the first
    /// time they are read.
    ///
    /// - Complexity: O(n) in the number of bytes, on average.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        let hash = count == 0 ? 0 : Self.hash(bytes.baseAddress.unsafelyUnwrapped, count)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let place = places[Int(entry - 1)]
            if place.hash == hash, place.count == count,
                count == 0
                    || spellings.withUnsafeBufferPointer({
                        memcmp(
                            $0.baseAddress.unsafelyUnwrapped + place.start, bytes.baseAddress.unsafelyUnwrapped, count)
                    }) == 0
            {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
        let number = UInt32(strings.count)
        strings.append(String(decoding: bytes, as: UTF8.self))
        places.append((spellings.count, count, hash))
        spellings.append(contentsOf: bytes)
        slots[slot] = number + 1
        if strings.count * 2 > slots.count { grow() }
        return number
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, place) in places.enumerated() {
            var slot = Int(truncatingIfNeeded: place.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(position + 1)
        }
    }

    /// A hash of `count` bytes at `start`, eight bytes at a time.
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        let raw = UnsafeRawPointer(start)
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(start[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }
}
