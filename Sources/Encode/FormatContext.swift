import CFFmpeg

/// Owns one output `AVFormatContext` (a muxer) and its file; closes and frees them in deinit.
// Unchecked: a C handle used by one thread at a time (the sink, then its encoder thread, then the sink after joining it).
final class FormatContext: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    private let output: TemporaryOutput

    /// A muxer for `formatName` ("mp4") that will write to the temporary `output`, whatever its extension.
    init(formatName: String, output: TemporaryOutput) throws(EncodeError) {
        var context: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&context, nil, formatName, output.url.path), "avformat_alloc_output_context2")
        pointer = try allocated(context, "avformat_alloc_output_context2")
        self.output = output
        // No library version strings in the file, so identical input gives identical bytes.
        pointer.pointee.flags |= AVFMT_FLAG_BITEXACT
    }

    deinit {
        if pointer.pointee.pb != nil { avio_closep(&pointer.pointee.pb) }
        avformat_free_context(pointer)
    }

    /// Whether the format wants codec headers out of band (MP4 does: the avcC box).
    var wantsGlobalHeader: Bool {
        (pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0
    }

    /// Adds a stream whose parameters are copied from an opened encoder.
    func addStream(for codec: CodecContext) throws(EncodeError) -> UnsafeMutablePointer<AVStream> {
        let stream = try allocated(avformat_new_stream(pointer, nil), "avformat_new_stream")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, codec.pointer), "avcodec_parameters_from_context")
        stream.pointee.time_base = codec.pointer.pointee.time_base
        stream.pointee.avg_frame_rate = codec.pointer.pointee.framerate
        // The one track is the one to play: Matroska/WebM writes it as FlagDefault, which players
        // and browsers use to pick a track (MP4 and MOV enable their tracks anyway).
        stream.pointee.disposition = AV_DISPOSITION_DEFAULT
        return stream
    }

    /// Opens the file and writes the header; every entry of `options` must be understood by the muxer.
    ///
    /// The file is opened by path while no interrupt can remove it, so it cannot be created
    /// again after one; from then on FFmpeg writes through the descriptor. (With faststart the
    /// MP4 muxer reopens the file by path at the end, but only to read it.)
    func writeHeader(options: [String: String]) throws(EncodeError) {
        let opened: Int32
        do {
            opened = try output.withPath { url in avio_open(&pointer.pointee.pb, url.path, AVIO_FLAG_WRITE) }
        } catch let error as EncodeError {
            throw error
        } catch {
            throw .io(output.url.path, "cannot open", error)
        }
        try check(opened, "avio_open(\(output.url.path))")
        var dictionary: OpaquePointer?
        defer { av_dict_free(&dictionary) }
        for (key, value) in options.sorted(by: { $0.key < $1.key }) {
            try check(av_dict_set(&dictionary, key, value, 0), "av_dict_set(\(key))")
        }
        try check(avformat_write_header(pointer, &dictionary), "avformat_write_header")
        if let unused = av_dict_get(dictionary, "", nil, AV_DICT_IGNORE_SUFFIX) {
            let key = String(cString: unused.pointee.key)
            throw .invalidInput("the \(String(cString: pointer.pointee.oformat.pointee.name)) muxer does not know the option \(key)")
        }
    }

    /// Writes one packet (timestamps in the stream's time base); FFmpeg takes its payload.
    func write(_ packet: Packet) throws(EncodeError) {
        try check(av_interleaved_write_frame(pointer, packet.pointer), "av_interleaved_write_frame")
    }

    /// Writes the trailer (for MP4 with faststart, rewrites the file with the index first) and closes the file.
    func finish() throws(EncodeError) {
        try check(av_write_trailer(pointer), "av_write_trailer")
        try check(avio_closep(&pointer.pointee.pb), "avio_closep")
    }
}
