/// The header of a WAV or AIFF file written to a stream (standard output, a pipe), where it cannot be rewritten once
/// the data is known: the sizes are computed beforehand from the number of frames to come.
///
/// The samples follow as raw data (little-endian for WAV, big-endian for AIFF).
///
/// WAV larger than 4 GiB becomes RF64 (its sizes in a `ds64` chunk); AIFF cannot be larger.
/// With an unknown number of frames the sizes say "unknown" (0xFFFFFFFF), as streaming players
/// expect.
enum StreamHeader {
    /// The most bytes a RIFF or AIFF chunk size can count.
    static let chunkLimit: Int64 = 0xFFFF_FFFF

    /// The header bytes for `format` followed by `frameCount` frames (`nil` when unknown), and
    /// whether a pad byte must follow odd-sized data.
    ///
    /// - Precondition: the container is WAV or AIFF, and AIFF data fits in 4 GiB.
    /// - Parameters:
    ///   - format: The file's format.
    ///   - frameCount: How many frames follow, or `nil` when not yet known.
    ///   - dataLimit: The most data bytes a plain WAV header describes; beyond, RF64.
    /// - Returns: The header, and whether odd-sized data needs a pad byte.
    static func bytes(for format: AudioFormat, frameCount: Int?, dataLimit: Int64 = chunkLimit - 4096) -> (
        header: [UInt8], padsOddData: Bool
    ) {
        let dataBytes = frameCount.map { Int64($0) * Int64(format.bytesPerFrame) }
        switch format.container {
        case .aiff:
            return (aiff(format, frameCount: frameCount, dataBytes: dataBytes), dataBytes.map { $0 % 2 == 1 } ?? false)
        default:
            return (
                wav(format, frameCount: frameCount, dataBytes: dataBytes, dataLimit: dataLimit),
                dataBytes.map { $0 % 2 == 1 } ?? false
            )
        }
    }

    private static func wav(_ format: AudioFormat, frameCount: Int?, dataBytes: Int64?, dataLimit: Int64) -> [UInt8] {
        var header = ByteWriter(isBigEndian: false)
        let isFloat = format.encoding == .float32
        let formatChunk = isFloat ? 18 : 16
        let factChunk = isFloat ? 12 : 0
        let pad = (dataBytes ?? 0) % 2
        let plainRIFF = dataBytes.map { 4 + 8 + Int64(formatChunk) + Int64(factChunk) + 8 + $0 + pad }
        let isRF64 = dataBytes.map { $0 > dataLimit } ?? false
        if isRF64, let dataBytes, let frameCount, let plainRIFF {
            let riff = plainRIFF + 36
            header.marker("RF64")
            header.u32(0xFFFF_FFFF)
            header.marker("WAVE")
            header.marker("ds64")
            header.u32(28)
            header.u64(UInt64(riff))
            header.u64(UInt64(dataBytes))
            header.u64(UInt64(frameCount))
            header.u32(0)
        } else {
            header.marker("RIFF")
            header.u32(plainRIFF.map(UInt32.init) ?? 0xFFFF_FFFF)
            header.marker("WAVE")
        }
        header.marker("fmt ")
        header.u32(UInt32(formatChunk))
        header.u16(isFloat ? 3 : 1)
        header.u16(UInt16(format.channelCount))
        header.u32(UInt32(format.sampleRate))
        header.u32(UInt32(format.sampleRate * format.bytesPerFrame))
        header.u16(UInt16(format.bytesPerFrame))
        header.u16(UInt16(format.bytesPerSample * 8))
        if isFloat {
            header.u16(0)
            header.marker("fact")
            header.u32(4)
            header.u32(frameCount.map { UInt32(min(Int64($0), chunkLimit)) } ?? 0xFFFF_FFFF)
        }
        header.marker("data")
        header.u32(isRF64 ? 0xFFFF_FFFF : dataBytes.map(UInt32.init) ?? 0xFFFF_FFFF)
        return header.bytes
    }

    private static func aiff(_ format: AudioFormat, frameCount: Int?, dataBytes: Int64?) -> [UInt8] {
        var header = ByteWriter(isBigEndian: true)
        let isFloat = format.encoding == .float32
        // AIFF-C names its compression; floating point needs it (as libsndfile writes it too).
        let compressionName: [UInt8] = Array("32-bit floating point".utf8)
        let compressionBytes = isFloat ? 4 + 1 + compressionName.count + (compressionName.count + 1) % 2 : 0
        let commonChunk = 18 + compressionBytes
        let versionChunk = isFloat ? 12 : 0
        let sound = dataBytes.map { 8 + $0 }
        let form = sound.map { 4 + Int64(versionChunk) + 8 + Int64(commonChunk) + 8 + $0 + $0 % 2 }
        header.marker("FORM")
        header.u32(form.map { UInt32(min($0, chunkLimit)) } ?? 0xFFFF_FFFF)
        header.marker(isFloat ? "AIFC" : "AIFF")
        if isFloat {
            header.marker("FVER")
            header.u32(4)
            header.u32(0xA280_5140)
        }
        header.marker("COMM")
        header.u32(UInt32(commonChunk))
        header.u16(UInt16(format.channelCount))
        header.u32(frameCount.map { UInt32(min(Int64($0), chunkLimit)) } ?? 0)
        header.u16(UInt16(format.bytesPerSample * 8))
        header.extended(format.sampleRate)
        if isFloat {
            header.marker("fl32")
            header.byte(UInt8(compressionName.count))
            header.raw(compressionName)
            if (compressionName.count + 1) % 2 == 1 { header.byte(0) }
        }
        header.marker("SSND")
        header.u32(sound.map { UInt32(min($0, chunkLimit)) } ?? 0xFFFF_FFFF)
        header.u32(0)
        header.u32(0)
        return header.bytes
    }
}

/// Bytes of a header, in one byte order.
private struct ByteWriter {
    let isBigEndian: Bool
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }
    mutating func raw(_ values: [UInt8]) { bytes += values }
    mutating func marker(_ text: String) { bytes += Array(text.utf8) }
    mutating func u16(_ value: UInt16) { integer(UInt64(value), size: 2) }
    mutating func u32(_ value: UInt32) { integer(UInt64(value), size: 4) }
    mutating func u64(_ value: UInt64) { integer(value, size: 8) }

    private mutating func integer(_ value: UInt64, size: Int) {
        for index in 0..<size {
            let shift = (isBigEndian ? size - 1 - index : index) * 8
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// A whole number of hertz as an 80-bit IEEE extended float, as AIFF stores its sample rate.
    mutating func extended(_ value: Int) {
        let magnitude = UInt64(value)
        let exponent = 63 - magnitude.leadingZeroBitCount
        u16(UInt16(16_383 + exponent))
        u64(magnitude << UInt64(63 - exponent))
    }
}
