// Sound files decoded for measuring, through libsndfile.
import AudioTestSupport
import SoundFileIO

extension Decoded {
    /// The decoded file at `path`.
    public init(path: String) throws {
        let reader = try SoundFileReader(path: path)
        self.init(samples: reader.readAll(), sampleRate: reader.sampleRate, channelCount: reader.channelCount)
    }
}
