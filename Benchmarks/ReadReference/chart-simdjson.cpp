// The JSON reading reference: every x and y of a chart file (row form, "points": [{"x", "y"}],
// or column form, "x": [...], "y": [...]) read into two arrays with simdjson's on-demand API,
// as a competent C++ programmer would. Numeric x only; a null y is NaN. Prints the count and
// the sums, so that nothing read is thrown away. The benchmark builds it with g++ -O3.
//
//     chart-simdjson FILE
#include <simdjson.h>

#include <cmath>
#include <cstdio>
#include <string_view>
#include <vector>

using namespace simdjson;

static double number_or_nan(ondemand::value value) {
    if (value.is_null()) return NAN;
    return double(value.get_double());
}

static void read_column(ondemand::value value, std::vector<double> &into) {
    for (auto element : value.get_array()) into.push_back(number_or_nan(element.value()));
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: chart-simdjson FILE\n");
        return 64;
    }
    std::vector<double> xs, ys;
    try {
        padded_string json = padded_string::load(argv[1]);
        ondemand::parser parser;
        ondemand::document document = parser.iterate(json);
        for (auto series : document["series"].get_array()) {
            for (auto field : series.get_object()) {
                std::string_view key = field.unescaped_key();
                if (key == "points") {
                    for (auto point : field.value().get_array()) {
                        for (auto member : point.get_object()) {
                            std::string_view name = member.unescaped_key();
                            if (name == "x") xs.push_back(double(member.value().get_double()));
                            else if (name == "y") ys.push_back(number_or_nan(member.value()));
                        }
                    }
                } else if (key == "x") {
                    read_column(field.value(), xs);
                } else if (key == "y") {
                    read_column(field.value(), ys);
                }
            }
        }
    } catch (const simdjson_error &error) {
        std::fprintf(stderr, "chart-simdjson: %s\n", error.what());
        return 65;
    }
    double xSum = 0, ySum = 0;
    for (double x : xs) xSum += x;
    for (double y : ys) if (!std::isnan(y)) ySum += y;
    std::printf("%zu %zu %.17g %.17g\n", xs.size(), ys.size(), xSum, ySum);
    return xs.size() == ys.size() ? 0 : 65;
}
