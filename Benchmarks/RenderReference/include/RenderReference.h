// The reference for audio rendering: the loop of ../shared/bench/limit.c (a phase-continuous
// sine, one frequency per data point on a log scale from 220 to 880 Hz, written through
// libsndfile), as a competent C programmer writes it, kept the same in substance.
#ifndef RENDER_REFERENCE_H
#define RENDER_REFERENCE_H

/// What the reference writes.
typedef enum { REFERENCE_NONE, REFERENCE_PCM16, REFERENCE_FLOAT, REFERENCE_FLAC } reference_mode;

/// Makes `points` values (a sine and uniform noise from a fixed seed), then synthesizes
/// `seconds_per_point` of tone for each at `rate` in `channels` (1 or 2, the same sample in
/// both) and writes it to `path` in `mode` (nothing for REFERENCE_NONE: the ceiling of the loop
/// alone). The oscillator is `sinf` of a phase accumulator, or with `rotation` a complex
/// rotation renormalised per point. Returns the seconds taken by synthesis and writing (the
/// values made before the clock starts), or -1 when the file cannot be written.
double render_reference(long points, double seconds_per_point, int rate, reference_mode mode, int rotation,
                        const char *path, int channels);

#endif
