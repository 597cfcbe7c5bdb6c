// The physical reference for audio rendering: a plain C loop synthesizing a phase-continuous
// sine whose frequency changes per point, optionally written through libsndfile.
#ifndef RENDER_REFERENCE_H
#define RENDER_REFERENCE_H
#include <stddef.h>

/// Synthesizes `frames` mono-or-stereo frames at `sample_rate`, the frequency stepping through
/// `frequencies` (`count` of them, evenly over the frames), and writes them in 4096-frame blocks
/// to `path` (WAV 16-bit when `is_flac` is 0, FLAC 16-bit otherwise), or nowhere when `path`
/// is NULL. Returns a checksum of the samples so the work cannot be optimised away, or -1 when
/// the file cannot be written.
double render_reference(const double *frequencies, size_t count, long frames, int sample_rate,
                        int channels, const char *path, int is_flac);

#endif
