// The CSV reading reference: a header and rows of numbers (an empty cell is NaN) read into one
// array a column, the whole file read at once, each separator found with memchr and each number
// read with fast_float::from_chars, as a competent C++ programmer would. Prints the row count and
// each column's sum, so that nothing read is thrown away. The benchmark builds it with g++ -O3.
//
//     csv-fast-float FILE
#include <fast_float/fast_float.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: csv-fast-float FILE\n");
        return 64;
    }
    std::FILE *file = std::fopen(argv[1], "rb");
    if (!file) {
        std::perror(argv[1]);
        return 66;
    }
    std::fseek(file, 0, SEEK_END);
    long size = std::ftell(file);
    std::fseek(file, 0, SEEK_SET);
    std::vector<char> text(size_t(size) + 1);
    if (std::fread(text.data(), 1, size_t(size), file) != size_t(size)) {
        std::perror(argv[1]);
        return 74;
    }
    std::fclose(file);
    text[size_t(size)] = '\n';
    const char *at = text.data();
    const char *end = text.data() + size;
    // The header: its commas count the columns.
    const char *line_end = static_cast<const char *>(std::memchr(at, '\n', size_t(end - at + 1)));
    size_t columns = 1;
    for (const char *c = at; c < line_end; ++c) columns += *c == ',';
    at = line_end + 1;
    std::vector<std::vector<double>> values(columns);
    while (at < end) {
        line_end = static_cast<const char *>(std::memchr(at, '\n', size_t(end - at + 1)));
        const char *row_end = line_end > at && line_end[-1] == '\r' ? line_end - 1 : line_end;
        for (size_t column = 0; column < columns; ++column) {
            const char *field_end = column + 1 < columns
                ? static_cast<const char *>(std::memchr(at, ',', size_t(row_end - at)))
                : row_end;
            if (!field_end) {
                std::fprintf(stderr, "csv-fast-float: a row with too few fields\n");
                return 65;
            }
            double value = NAN;
            if (field_end > at) {
                auto result = fast_float::from_chars(at, field_end, value);
                if (result.ec != std::errc() || result.ptr != field_end) {
                    std::fprintf(stderr, "csv-fast-float: not a number\n");
                    return 65;
                }
            }
            values[column].push_back(value);
            at = field_end + 1;
        }
        at = line_end + 1;
    }
    std::printf("%zu", values[0].size());
    for (const auto &column : values) {
        double sum = 0;
        for (double value : column) if (!std::isnan(value)) sum += value;
        std::printf(" %.17g", sum);
    }
    std::printf("\n");
    return 0;
}
