// The loop of ../shared/bench/limit.c, as a function: its data, its two oscillators, its
// chunked writing through libsndfile, unchanged in substance (see RenderReference.h).
#include "RenderReference.h"
#include <math.h>
#include <sndfile.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#define CHUNK 65536

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

double render_reference(long n, double spp, int rate, reference_mode mode, int rot, const char *path, int channels) {
    // data: sin(2*pi*3x) + 0.2 * uniform(-1,1) noise
    double *y = malloc(n * sizeof *y), lo = 1e300, hi = -1e300;
    uint64_t s = 42;
    for (long i = 0; i < n; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        double u = (s >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0;
        y[i] = sin(2 * M_PI * 3 * (n > 1 ? (double)i / (n - 1) : 0)) + 0.2 * u;
        if (y[i] < lo) lo = y[i];
        if (y[i] > hi) hi = y[i];
    }
    double t0 = now();
    SNDFILE *sf = NULL;
    int write = mode != REFERENCE_NONE;
    if (write) {
        SF_INFO info = {0};
        info.samplerate = rate;
        info.channels = channels;
        info.format = mode == REFERENCE_FLAC ? SF_FORMAT_FLAC | SF_FORMAT_PCM_16
                    : SF_FORMAT_WAV | (mode == REFERENCE_FLOAT ? SF_FORMAT_FLOAT : SF_FORMAT_PCM_16);
        sf = sf_open(path, SFM_WRITE, &info);
        if (!sf) { free(y); return -1; }
        sf_command(sf, SFC_SET_CLIPPING, NULL, SF_TRUE);
    }
    static float buf[CHUNK]; // interleaved; CHUNK is even, so a flush always ends on a whole frame
    int fill = 0;
    long total = 0;
    double phase = 0, re = 1, im = 0;
    const float amp = 0.8f;
#define FLUSH()                                                   \
    do {                                                          \
        if (write) sf_writef_float(sf, buf, fill / channels);     \
        else __asm__ volatile("" : : "r"(buf) : "memory");        \
        fill = 0;                                                 \
    } while (0)
    for (long i = 0; i < n; i++) {
        double v = hi > lo ? (y[i] - lo) / (hi - lo) : 0.5;
        double f = 220.0 * pow(4.0, v);          // 220..880 Hz, log
        double inc = 2 * M_PI * f / rate;
        long end = lround((i + 1) * spp * rate); // no drift over n
        long cnt = end - total;
        if (rot) {
            double cr = cos(inc), sr = sin(inc), norm = 1 / sqrt(re * re + im * im);
            re *= norm; im *= norm;
            for (long k = 0; k < cnt; k++) {
                float value = amp * (float)im;
                for (int c = 0; c < channels; c++) buf[fill++] = value;
                double t = re * cr - im * sr; im = re * sr + im * cr; re = t;
                if (fill == CHUNK) FLUSH();
            }
        } else {
            float ph = (float)phase, fi = (float)inc;
            for (long k = 0; k < cnt; k++) {
                float value = amp * sinf(ph);
                for (int c = 0; c < channels; c++) buf[fill++] = value;
                ph += fi;
                if (ph > (float)(2 * M_PI)) ph -= (float)(2 * M_PI);
                if (fill == CHUNK) FLUSH();
            }
            phase = ph;
        }
        total = end;
    }
    FLUSH();
    if (write) sf_close(sf);
    double seconds = now() - t0;
    free(y);
    return seconds;
}
