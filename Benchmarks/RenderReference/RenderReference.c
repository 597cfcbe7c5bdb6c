#include "RenderReference.h"
#include <math.h>
#include <sndfile.h>

double render_reference(const double *frequencies, size_t count, long frames, int sample_rate,
                        int channels, const char *path, int is_flac) {
    SNDFILE *file = NULL;
    if (path) {
        SF_INFO info = {0};
        info.samplerate = sample_rate;
        info.channels = channels;
        info.format = (is_flac ? SF_FORMAT_FLAC : SF_FORMAT_WAV) | SF_FORMAT_PCM_16;
        file = sf_open(path, SFM_WRITE, &info);
        if (!file) return -1;
        sf_command(file, SFC_SET_CLIPPING, NULL, SF_TRUE);
    }
    float block[4096 * 2];
    double phase = 0, checksum = 0;
    long done = 0;
    while (done < frames) {
        long n = frames - done < 4096 ? frames - done : 4096;
        for (long i = 0; i < n; i++) {
            size_t point = (size_t)((double)(done + i) * (double)count / (double)frames);
            double increment = frequencies[point < count ? point : count - 1] / sample_rate;
            float value = (float)(0.5 * sin(2 * M_PI * phase));
            phase += increment;
            if (phase >= 1) phase -= 1;
            for (int c = 0; c < channels; c++) block[i * channels + c] = value;
        }
        checksum += block[0];
        if (file && sf_writef_float(file, block, n) != n) {
            sf_close(file);
            return -1;
        }
        done += n;
    }
    if (file) sf_close(file);
    return checksum;
}
