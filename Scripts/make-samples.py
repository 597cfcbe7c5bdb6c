#!/usr/bin/env python3
"""Writes the bundled sample charts into Samples/. Deterministic: a fixed seed, no clock."""
import datetime
import json
import math
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples")
rng = random.Random(20260101)


def write(name, chart):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(chart, f, indent=2, ensure_ascii=False)
        f.write("\n")


def day(start, offset):
    return (start + datetime.timedelta(days=offset)).isoformat()


# Daily steps: line, date axis, a goal rule, one missing day.
jan = datetime.date(2026, 1, 1)
steps = [4210, 8432, None] + [int(6000 + 180 * i + rng.randint(-1800, 1800)) for i in range(27)]
points = [{"x": day(jan, i), "y": y} for i, y in enumerate(steps)]
points[0]["label"] = "New Year"
write("daily-steps.json", {
    "title": "Daily Step Count, January 2026",
    "kind": "line",
    "xAxis": {"type": "date", "title": "Date"},
    "yAxis": {"title": "Steps", "range": [0, 14000], "gridlines": [0, 2000, 4000, 6000, 8000, 10000, 12000, 14000],
              "unit": "steps", "unitSingular": "step"},
    "references": [{"axis": "y", "value": 10000, "label": "Daily goal"}],
    "series": [{"name": "Daily steps", "continuous": True, "points": points}],
})
with open(os.path.join(OUT, "csv-daily-steps.csv"), "w", encoding="utf-8") as f:
    f.write("date,steps\n")
    for p in points:
        f.write(f"{p['x']},{'' if p['y'] is None else p['y']}\n")

# Monthly revenue: bars, currency.
months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
revenue = [41200, 38950, 45100, 47800, 52300, 50100, 55400, 58900, 54200, 60300, 67800, 81500]
write("monthly-revenue.json", {
    "title": "Monthly Revenue, 2025",
    "kind": "bar",
    "xAxis": {"type": "categorical", "title": "Month", "categories": months},
    "yAxis": {"title": "Revenue", "range": [0, 90000], "format": {"style": "currency", "currency": "USD"}},
    "series": [{"name": "Revenue", "continuous": False,
                "points": [{"x": m, "y": r} for m, r in zip(months, revenue)]}],
})

# Quarterly revenue by region: grouped bars, three series.
quarters = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025"]
regions = {"North America": [1.82e6, 1.95e6, 2.10e6, 2.48e6], "Europe": [1.41e6, 1.38e6, 1.52e6, 1.77e6],
           "Asia Pacific": [0.96e6, 1.18e6, 1.35e6, 1.61e6]}
write("quarterly-revenue-by-region.json", {
    "title": "Quarterly Revenue by Region",
    "summary": "Asia Pacific grew fastest, but North America still leads every quarter.",
    "kind": "bar",
    "xAxis": {"type": "categorical", "title": "Quarter", "categories": quarters},
    "yAxis": {"title": "Revenue", "range": [0, 3000000],
              "format": {"style": "currency", "currency": "USD", "compact": True}},
    "series": [{"name": name, "continuous": False, "points": [{"x": q, "y": v} for q, v in zip(quarters, values)]}
               for name, values in regions.items()],
})
with open(os.path.join(OUT, "csv-regional-revenue.csv"), "w", encoding="utf-8") as f:
    f.write("quarter," + ",".join(f'"{name}"' for name in regions) + "\n")
    for i, q in enumerate(quarters):
        f.write(q + "," + ",".join(str(int(v[i])) for v in regions.values()) + "\n")

# Monthly expenses: pie.
expenses = {"Rent": 1450, "Groceries": 520, "Transport": 180, "Utilities": 210, "Entertainment": 140,
            "Savings": 600}
write("monthly-expenses.json", {
    "title": "Monthly Expenses, March 2026",
    "kind": "pie",
    "xAxis": {"type": "categorical", "title": "Category"},
    "yAxis": {"title": "Amount", "format": {"style": "currency", "currency": "EUR"}},
    "series": [{"name": "Expenses", "continuous": False, "points": [{"x": k, "y": v} for k, v in expenses.items()]}],
})

# Daily temperature low and high: band, German locale.
july = datetime.date(2026, 7, 1)
band = []
for i in range(31):
    mid = 21 + 4 * math.sin(i / 31 * math.pi) + rng.uniform(-2.5, 2.5)
    spread = rng.uniform(6, 11)
    band.append({"x": day(july, i), "low": round(mid - spread / 2, 1), "high": round(mid + spread / 2, 1)})
write("daily-temperature.json", {
    "title": "Tagestemperaturen in Berlin, Juli 2026",
    "kind": "band",
    "locale": "de_DE",
    "xAxis": {"type": "date", "title": "Datum"},
    "yAxis": {"title": "Temperatur", "range": [5, 40], "unit": "Grad Celsius", "unitSingular": "Grad Celsius",
              "format": {"fractionDigits": 1}},
    "series": [{"name": "Tiefst- und Höchstwert", "continuous": True, "points": band}],
})

# Weekly training minutes over three months, two empty weeks, plus a rolling-average line.
monday = datetime.date(2026, 3, 2)
minutes = [150, 185, 120, 0, 210, 240, 195, 0, 175, 260, 230, 285, 250]
average = []
for i in range(len(minutes)):
    window = minutes[max(0, i - 3):i + 1]
    average.append(round(sum(window) / len(window), 1))
write("weekly-training.json", {
    "title": "Weekly Training Minutes, March to May 2026",
    "kind": "bar",
    "xAxis": {"type": "date", "title": "Week starting", "format": {"date": "day"}},
    "yAxis": {"title": "Training time", "range": [0, 300], "unit": "minutes", "unitSingular": "minute"},
    "references": [{"axis": "y", "value": 150, "label": "Weekly target"}],
    "series": [
        {"name": "Minutes trained", "continuous": False,
         "points": [{"x": day(monday, 7 * i), "y": m, **({"label": "Rest week"} if m == 0 else {})}
                    for i, m in enumerate(minutes)]},
        {"name": "4-week average", "continuous": True, "mark": "line",
         "derivedFrom": "Minutes trained", "derivation": "4-week moving average",
         "points": [{"x": day(monday, 7 * i), "y": a} for i, a in enumerate(average)]},
    ],
})

# Radar: eight fixed muscle-group axes.
groups = ["Chest", "Back", "Shoulders", "Biceps", "Triceps", "Core", "Quadriceps", "Hamstrings"]
write("muscle-balance.json", {
    "title": "Training Volume by Muscle Group",
    "kind": "radar",
    "contentDirection": "radialClockwise",
    "xAxis": {"type": "categorical", "title": "Muscle group", "categories": groups},
    "yAxis": {"title": "Weekly sets", "range": [0, 20], "unit": "sets", "unitSingular": "set"},
    "series": [
        {"name": "This month", "continuous": True,
         "points": [{"x": g, "y": v} for g, v in zip(groups, [14, 16, 10, 8, 8, 12, 15, 6])]},
        {"name": "Last month", "continuous": True,
         "points": [{"x": g, "y": v} for g, v in zip(groups, [12, 12, 9, 9, 7, 10, 11, 5])]},
    ],
})

# A 91-day sparkline.
spark_start = datetime.date(2026, 6, 1)
level = 1200.0
spark = []
for i in range(91):
    level += rng.uniform(-60, 75)
    spark.append({"x": day(spark_start, i), "y": round(level)})
write("active-users-sparkline.json", {
    "title": "Daily Active Users, Last 91 Days",
    "kind": "line",
    "xAxis": {"type": "date", "title": "Day"},
    "yAxis": {"title": "Active users", "unit": "users", "unitSingular": "user"},
    "series": [{"name": "Active users", "continuous": True, "points": spark}],
})

# A log-scale chart: world population.
population = [(1700, 0.60e9), (1750, 0.79e9), (1800, 0.99e9), (1850, 1.26e9), (1900, 1.65e9), (1927, 2.0e9),
              (1950, 2.5e9), (1960, 3.0e9), (1974, 4.0e9), (1987, 5.0e9), (1999, 6.0e9), (2011, 7.0e9),
              (2022, 8.0e9)]
write("world-population.json", {
    "title": "World Population, 1700 to 2022",
    "kind": "line",
    "xAxis": {"title": "Year", "range": [1700, 2022], "format": {"fractionDigits": 0}},
    "yAxis": {"title": "Population", "scale": "log10", "range": [1e8, 1e10], "gridlines": [1e8, 1e9, 1e10],
              "unit": "people", "format": {"compact": True}},
    "series": [{"name": "World population", "continuous": True, "points": [{"x": y, "y": p} for y, p in population]}],
})

# A scatter with one outlier.
scatter = []
for i in range(40):
    height = rng.uniform(155, 195)
    weight = 0.9 * height - 85 + rng.gauss(0, 5)
    scatter.append({"x": round(height, 1), "y": round(weight, 1)})
scatter.append({"x": 168.0, "y": 128.5, "label": "Outlier"})
write("height-weight-scatter.json", {
    "title": "Height and Weight of 41 Adults",
    "kind": "scatter",
    "xAxis": {"title": "Height", "range": [150, 200], "unit": "centimetres", "unitSingular": "centimetre"},
    "yAxis": {"title": "Weight", "range": [40, 140], "unit": "kilograms", "unitSingular": "kilogram"},
    "series": [{"name": "Adults", "continuous": False, "points": scatter}],
})

# A 100,000-point generated series in column form.
xs = list(range(100000))
ys = [round(20 + 0.00005 * x + 5 * math.sin(x / 2000) + rng.gauss(0, 0.8), 3) for x in xs]
write_compact = {
    "title": "Sensor Temperature, 100,000 Readings",
    "kind": "line",
    "xAxis": {"title": "Reading number", "range": [0, 99999]},
    "yAxis": {"title": "Temperature", "unit": "degrees Celsius", "unitSingular": "degree Celsius"},
    "series": [{"name": "Sensor 1", "continuous": True, "x": xs, "y": ys}],
}
with open(os.path.join(OUT, "sensor-100k-columns.json"), "w", encoding="utf-8") as f:
    json.dump(write_compact, f, separators=(",", ":"))
    f.write("\n")
