// The page's keyboard explorer: answers each key from the data the page carries
// (<script id="explorer-data">), written by ExplorerScript.swift. Its format, version 2:
//   keys        the KeyboardEvent.key values the explorer answers, by command number
//   sound       the sound opcodes: none, tone [Hz], glide [from, to], chord [Hz...], boundary,
//               clip [start, end] (seconds of the page's audio graph)
//   compact     the navigator's own data (ChartNavigator+Page.swift; what d says at the chart level
//               is in <script id="explorer-chart-description">, after the page), from which
//               `Navigator` below answers every key as the Swift navigator does
//   bins        per series, a bin's or interval's typed words -> its rank
// and in `compact`:
//   templates   the phrasebook's phrases, \u0001N where argument N goes (a number's digits grouped
//               by templates.grouping)
//   xPrefix, yPrefix, noValue   how a point's x and y words make its announcement
//   chordNamed  how many series a chord names before it counts the rest; titledCategories, a
//               category -> how a chord says it, where not as its words ("cyl 8")
//   dates, numbers, categories   what goto reads on a date, numeric or categorical x axis as
//               XValueParser does: its word lists, separators and units; the categories in order
//   series      the first seriesPerChunk series (of seriesCount), each: name, count, offset (its
//               first point's number in the chart), positions (runs [start, step, count]), text,
//               medians (true for a box plot's), statistics, describe, play (a sound), minimum and
//               maximum (tied ranks) with their counts, landmarks (kind -> ranks), steps (the ranks of the changes that
//               are steps; none when there are none), gaps (a gap's first rank -> its line: how long
//               the data is missing and where), groups ([first rank, text, sound, [cx, cy] or
//               null]; none when every group would be one point: the series has no group level),
//               crossings (later rank -> [[label, above] for a reference, [name, above, true] for
//               a series]); the next ones in <script id="explorer-series-N">, N from 1,
//               each an array of seriesPerChunk series, read when first needed
//   chunkSize   points per <script id="explorer-chunk-N">, each read when first needed: x and y
//               words, pitch and place (base 36: hundredths of a hertz, tenths of a pixel, x then
//               y), whole (a point's number -> its announcement, where it is not x and y words),
//               parts (a box plot's point's number -> how many outliers are below its lower whisker,
//               then its numbers from the lowest, each its y words and pitch in base 36, one after
//               another; templates.boxParts names the five and an outlier), stack (a stack layer's
//               point's number -> what a change of series to it adds: the total up to it and its
//               share)
// The data, the first chunk and this script follow the explorer's element, which follows the drawing; the
// description, the audio graph and the table come after them, and the other chunks (of series and of points)
// after the page. The script runs as soon as it is parsed: a key that needs a chunk not parsed yet waits
// for the document to be parsed, and the keys after it wait in turn.
'use strict';
(() => {
    const data = JSON.parse(document.getElementById('explorer-data').textContent);
    if (data.version !== 2) return;
    const op = data.sound;
    const region = document.getElementById('explorer');
    const live = document.getElementById('explorer-live');
    const highlight = document.getElementById('chart-highlight');
    const box = document.getElementById('explorer-goto');
    // Thrown by a read of a chunk the browser has not parsed yet.
    const notYet = new Error('not parsed yet');
    let context = null;
    let stopAt = null;
    // Set while the script itself gives the explorer the focus (back from Go to), which is no entry.
    let returning = false;
    document.getElementById('explorer-controls').hidden = false;
    document.getElementById('skip').setAttribute('href', '#explorer');

    // Says text in the live region; the same text again is said again (a no-break space
    // added or taken away makes it a change).
    function say(text) {
        live.textContent = live.textContent === text ? text + '\u00a0' : text;
    }

    // Typed text as goto's table keys it: lowercased, spaces single, commas between digits gone.
    function normalized(text) {
        return text.toLowerCase().trim().replace(/\s+/g, ' ').replace(/(\d),(?=\d)/g, '$1');
    }

    // The navigator itself, answering from its data as ChartNavigator does
    // (each function below is the Swift function of the same name).
    function Navigator(model) {
        const words = model.templates;
        // A number's digits grouped in threes, as Language.integer groups them: "50,000", "50.000".
        const grouped = (value) => String(value).replace(/\B(?=(\d{3})+$)/g, () => words.grouping);
        // A name that ends with its own full stop ("Congo, Rep.") takes no second one from the template, as the
        // phrasebook renders it.
        const fill = (template, ...values) =>
            template.replace(/\u0001(\d)(\.(?!\.))?/g, (_, n, stop) => {
                const text = typeof values[n] === 'number' ? grouped(values[n]) : String(values[n]);
                return text + (stop && !text.endsWith('.') ? stop : '');
            });
        const colon = words.colon;
        const chunks = [];
        const seriesChunks = [];
        const positionsOf = [];
        let level = 'point';
        let series = 0;
        let rank = 0;
        let group = 0;
        // At the part level, which of the box's numbers (see parts).
        let part = 0;

        // A series' own data: the first few are in the model, the others in chunks read when first needed.
        function entry(inSeries) {
            const number = Math.floor(inSeries / model.seriesPerChunk);
            if (number === 0) return model.series[inSeries];
            if (!seriesChunks[number]) {
                const element = document.getElementById('explorer-series-' + number);
                if (!element && document.readyState === 'loading') throw notYet;
                seriesChunks[number] = JSON.parse(element.textContent);
            }
            return seriesChunks[number][inSeries % model.seriesPerChunk];
        }
        // What d says at the chart level (a sentence a series), read when first asked for.
        let described = null;
        function chartDescription() {
            if (described === null) {
                const element = document.getElementById('explorer-chart-description');
                if (!element && document.readyState === 'loading') throw notYet;
                described = JSON.parse(element.textContent);
            }
            return described;
        }
        function chunk(number) {
            if (!chunks[number]) {
                const element = document.getElementById('explorer-chunk-' + number);
                if (!element && document.readyState === 'loading') throw notYet;
                const read = JSON.parse(element.textContent);
                read.pitch = read.pitch.split(',');
                read.place = read.place.split(',');
                chunks[number] = read;
            }
            return chunks[number];
        }
        // A point's chunk and its place in it.
        function point(inSeries, at) {
            const number = entry(inSeries).offset + at;
            return [chunk(Math.floor(number / model.chunkSize)), number % model.chunkSize, number];
        }
        function xWords(inSeries, at) {
            const [read, n] = point(inSeries, at);
            return read.x[n];
        }
        function yWords(inSeries, at) {
            const [read, n] = point(inSeries, at);
            return read.y[n];
        }
        function pitch(inSeries, at) {
            const [read, n] = point(inSeries, at);
            return read.pitch[n] === '' ? null : parseInt(read.pitch[n], 36) / 100;
        }
        function pointText(at, inSeries = series) {
            const [read, n, number] = point(inSeries, at);
            const whole = read.whole[number];
            if (whole !== undefined) return whole;
            const y = read.y[n];
            return model.xPrefix + read.x[n] + ', ' + (y === null ? model.noValue : model.yPrefix + y);
        }
        // The current box plot's point's numbers from the lowest, as the part level says them: [words, pitch] each
        // (none for any other point); the outliers below the lower whisker come first.
        function parts() {
            if (count() === 0) return [];
            const [read, , number] = point(series, rank);
            const numbers = (read.parts && read.parts[number]) || [0];
            const below = numbers[0];
            const said = [];
            for (let at = 1; at < numbers.length; at += 2) {
                const five = (at - 1) / 2 - below;
                const name = words.boxParts[five >= 0 && five < 5 ? five : 5];
                said.push([name + numbers[at], parseInt(numbers[at + 1], 36) / 100]);
            }
            return said;
        }
        // Where the median is among parts().
        function medianPart() {
            const [read, , number] = point(series, rank);
            return read.parts[number][0] + 2;
        }
        function positions(inSeries) {
            if (!positionsOf[inSeries]) {
                const runs = entry(inSeries).positions;
                const all = new Float64Array(entry(inSeries).count);
                let at = 0;
                for (let run = 0; run < runs.length; run += 3) {
                    for (let k = 0; k < runs[run + 2]; k++) all[at++] = runs[run] + runs[run + 1] * k;
                }
                positionsOf[inSeries] = all;
            }
            return positionsOf[inSeries];
        }
        function firstRank(x, inSeries) {
            const all = positions(inSeries);
            let low = 0;
            let high = all.length;
            while (low < high) {
                const middle = (low + high) >> 1;
                if (all[middle] < x) low = middle + 1;
                else high = middle;
            }
            return low;
        }
        function nearestRank(x, inSeries) {
            const all = positions(inSeries);
            const above = firstRank(x, inSeries);
            if (above === 0) return 0;
            if (above === all.length) return all.length - 1;
            return x - all[above - 1] <= all[above] - x ? above - 1 : above;
        }
        const index = () => entry(series);
        const count = () => index().count;
        const groups = () => index().groups;
        const name = (inSeries) => entry(inSeries).name;
        function groupOf(at) {
            const all = groups();
            let low = 0;
            let high = all.length - 1;
            while (low < high) {
                const middle = (low + high + 1) >> 1;
                if (all[middle][0] <= at) low = middle;
                else high = middle - 1;
            }
            return low;
        }
        function moveTo(target) {
            rank = target;
            if (count() > 0) group = groupOf(target);
        }
        function place() {
            if (level === 'group') return (groups()[group] || [])[3] || null;
            if ((level !== 'point' && level !== 'part') || count() === 0) return null;
            const [read, n] = point(series, rank);
            if (read.place[2 * n] === '') return null;
            return [parseInt(read.place[2 * n], 36) / 10, parseInt(read.place[2 * n + 1], 36) / 10];
        }
        const response = (text, sound) => ({ text, sound });
        const boundary = (text) => response(text, [op.boundary]);
        const emptySeries = (prefix = '') => boundary(prefix + fill(words.seriesHasNoPoints, name(series)));

        function arrive(at, previous, prefix = '') {
            let text = prefix + pointText(at);
            const value = yWords(series, at) !== null;
            if (previous !== null && Math.abs(previous - at) === 1 && value && yWords(series, previous) !== null) {
                const forward = at > previous;
                for (const [what, above, isSeries] of index().crossings[Math.max(at, previous)] || []) {
                    const isAbove = forward ? above : !above;
                    if (isSeries) text += fill(isAbove ? words.crossesAbove : words.crossesBelow, what);
                    else text += fill(isAbove ? words.aboveReference : words.belowReference, what);
                }
            }
            const to = pitch(series, at);
            let sound = [op.none];
            if (to !== null) {
                const from = previous !== null && Math.abs(previous - at) === 1 ? pitch(series, previous) : null;
                sound = from !== null ? [op.glide, from, to] : [op.tone, to];
            }
            return response(text, sound);
        }
        function groupText(number) {
            return groups()[number][1];
        }
        function current(prefix = '') {
            switch (level) {
                case 'chart':
                    return response(prefix + model.chartText, [op.none]);
                case 'series':
                    return response(prefix + index().text, [op.none]);
                case 'group':
                    if (!groups()[group]) return emptySeries(prefix);
                    return response(prefix + groupText(group), groups()[group][2]);
                case 'part':
                    if (!parts()[part]) return emptySeries(prefix);
                    return response(prefix + parts()[part][0], [op.tone, parts()[part][1]]);
                default:
                    if (count() === 0) return emptySeries(prefix);
                    return arrive(rank, null, prefix);
            }
        }
        function step(delta) {
            switch (level) {
                case 'chart':
                    return boundary(words.wholeChart);
                case 'series':
                    return changeSeries(delta);
                case 'group': {
                    if (groups().length === 0) return emptySeries();
                    const target = group + delta;
                    if (target < 0 || target >= groups().length) {
                        return boundary((delta > 0 ? words.lastGroup : words.firstGroup) + groupText(group));
                    }
                    group = target;
                    rank = groups()[target][0];
                    return current();
                }
                case 'part': {
                    const target = part + delta;
                    if (!parts()[target]) return boundary((delta > 0 ? words.lastPart : words.firstPart) + parts()[part][0]);
                    part = target;
                    return current();
                }
                default: {
                    if (count() === 0) return current();
                    const target = rank + delta;
                    if (target < 0 || target >= count()) {
                        const edge = fill(delta > 0 ? words.endOf : words.startOf, name(series));
                        return boundary(edge + pointText(rank));
                    }
                    const previous = rank;
                    moveTo(target);
                    return arrive(target, previous);
                }
            }
        }
        function jump(toEnd) {
            switch (level) {
                case 'chart':
                    return step(1);
                case 'series':
                    return changeSeries((toEnd ? model.seriesCount - 1 : 0) - series);
                case 'group': {
                    if (groups().length === 0) return emptySeries();
                    const target = toEnd ? groups().length - 1 : 0;
                    return step(target === group ? (toEnd ? 1 : -1) : target - group);
                }
                case 'part': {
                    const target = toEnd ? parts().length - 1 : 0;
                    return step(target === part ? (toEnd ? 1 : -1) : target - part);
                }
                default: {
                    if (count() === 0) return current();
                    const target = toEnd ? count() - 1 : 0;
                    if (target === rank) return step(toEnd ? 1 : -1);
                    moveTo(target);
                    return arrive(target, null);
                }
            }
        }
        function leap(direction) {
            // A tenth of the groups, or of the series, at those levels.
            const across = level === 'group' ? groups().length : level === 'series' ? model.seriesCount : 0;
            if (across > 0) {
                const at = level === 'group' ? group : series;
                const to = Math.min(across - 1, Math.max(0, at + direction * Math.max(1, Math.floor(across / 10))));
                if (to === at) return step(direction);
                return level === 'group' ? step(to - at) : changeSeries(to - at);
            }
            if (level !== 'point' || count() === 0) return step(direction);
            const size = Math.max(1, Math.floor(count() / 10));
            const target = Math.min(count() - 1, Math.max(0, rank + direction * size));
            if (target === rank) return step(direction);
            const previous = rank;
            moveTo(target);
            return arrive(target, size === 1 ? previous : null);
        }
        function changeSeries(delta) {
            const target = series + delta;
            if (target < 0 || target >= model.seriesCount || delta === 0) {
                const edge = delta >= 0 ? words.lastSeries : words.firstSeries;
                return boundary(edge + name(series));
            }
            const x = count() > 0 ? positions(series)[rank] : null;
            series = target;
            if (level === 'chart') level = 'series';
            if (level === 'part' || (level === 'group' && !hasGroupLevel())) level = 'point';
            moveTo(x !== null && count() > 0 ? nearestRank(x, series) : 0);
            const said = current(level === 'series' ? '' : name(target) + colon);
            // A stack layer's point at the same x says the total up to it and its share.
            if (level !== 'point' || x === null || count() === 0 || positions(series)[rank] !== x) return said;
            const [read, , number] = point(series, rank);
            const stack = read.stack && read.stack[number];
            return stack === undefined ? said : response(said.text + stack, said.sound);
        }
        function extreme(isMaximum) {
            const tied = isMaximum ? index().maximum : index().minimum;
            if (tied.length === 0) return boundary(fill(words.seriesHasNoValues, name(series)));
            let number = 1;
            let target = tied[0];
            const here = level === 'point' ? tied.indexOf(rank) : -1;
            if (here >= 0) {
                number = ((here + 1) % tied.length) + 1;
                target = tied[number - 1];
            }
            level = 'point';
            moveTo(target);
            // A box plot's extremes are its medians'.
            const medians = index().medians;
            let whose = fill(
                isMaximum ? (medians ? words.highestMedianOf : words.maximumOf) : medians ? words.lowestMedianOf : words.minimumOf,
                name(series)
            );
            const all = isMaximum ? index().maximumCount : index().minimumCount;
            if (all > 1) whose += fill(words.tiedExtreme, number, all);
            return arrive(target, null, whose);
        }
        // Whether a group of the series holds more than one point (else the series has no group level).
        function hasGroupLevel() {
            const all = groups();
            return all.some((first, number) => (all[number + 1] ? all[number + 1][0] : count()) - first[0] > 1);
        }
        const levels = ['chart', 'series', 'group', 'point', 'part'];
        function moveLevel(up) {
            let next = levels.indexOf(level) + (up ? -1 : 1);
            // A series whose every group is one point has no group level: up from a point is the series.
            if (levels[next] === 'group' && !hasGroupLevel()) next += up ? -1 : 1;
            if (next < 0 || next >= levels.length) return boundary(up ? words.alreadyAtChart : words.alreadyAtPoint);
            if (levels[next] === 'part') {
                // Only a box plot's point has numbers below it: the median first.
                if (parts().length <= 2) return boundary(words.alreadyAtPoint);
                part = medianPart();
            }
            level = levels[next];
            if (level === 'group' && count() > 0) group = groupOf(rank);
            if (level === 'point' && !up && count() > 0 && groups()[group]) {
                const end = groups()[group + 1] ? groups()[group + 1][0] : count();
                if (rank < groups()[group][0] || rank >= end) rank = groups()[group][0];
            }
            return current();
        }
        function whereAmI() {
            const here = name(series) + fill(words.seriesOf, series + 1, model.seriesCount);
            switch (level) {
                case 'chart':
                    return response(words.wholeChartLevel + model.chartText, [op.none]);
                case 'series':
                    return response(words.seriesLevel + index().text, [op.none]);
                case 'group':
                    if (!groups()[group]) return emptySeries();
                    return response(
                        fill(words.groupOf, group + 1, groups().length, here) + groupText(group),
                        current().sound
                    );
                default: {
                    if (count() === 0) return current();
                    const prefix = fill(index().markOf || words.pointOf, rank + 1, count(), here);
                    if (level !== 'part') return current(prefix);
                    const said = current();
                    return response(prefix + pointText(rank) + '; ' + said.text, said.sound);
                }
            }
        }
        function chord() {
            if (count() === 0) return current();
            const x = positions(series)[rank];
            const parts = [];
            const pitches = [];
            const here = [];
            for (let number = 0; number < model.seriesCount; number++) {
                if (entry(number).count === 0) continue;
                if (positions(number)[nearestRank(x, number)] === x) here.push(number);
            }
            // Past model.chordNamed series (and two more), that many from the current one on, the rest counted.
            let [start, end] = [0, here.length];
            if (here.length > model.chordNamed + 2) {
                const at = here.findIndex((number) => number >= series);
                start = Math.min(at < 0 ? 0 : at, here.length - model.chordNamed);
                end = start + model.chordNamed;
            }
            for (const number of here.slice(start, end)) {
                const near = nearestRank(x, number);
                const y = yWords(number, near);
                if (y !== null) {
                    // A name ending in a digit ("1931") is set off from its value by a comma, as the CLI does.
                    const said = name(number);
                    parts.push(said + (/\d$/.test(said) ? ', ' : ' ') + y);
                    pitches.push(pitch(number, near));
                } else {
                    parts.push(fill(words.hasNoValue, name(number)));
                }
            }
            if (end - start < here.length) parts.push(fill(words.chordRest, here.length - (end - start)));
            // The x as a point says it: "step 58,735", "cyl 8".
            const xSaid = xWords(series, rank);
            const at = model.isCategorical ? model.titledCategories[xSaid] || xSaid : model.xPrefix + xSaid;
            return response(at + colon + parts.join('; '), pitches.length ? [op.chord, ...pitches] : [op.none]);
        }
        function landmark(kind, forward) {
            if (count() === 0) return emptySeries();
            const ranks = index().landmarks[kind] || [];
            // From a group, the landmark after its last point (before its first), never one behind it.
            let from = level === 'point' || level === 'part' ? rank : forward ? -1 : count();
            if (level === 'group' && groups()[group]) {
                const last = group + 1 < groups().length ? groups()[group + 1][0] - 1 : count() - 1;
                from = forward ? last : groups()[group][0];
            }
            const target = forward ? ranks.find((r) => r > from) : ranks.findLast((r) => r < from);
            if (target === undefined) return boundary(words[(forward ? 'after.' : 'before.') + kind]);
            level = 'point';
            moveTo(target);
            // A crossing is arrived at from the point before it, so it says which line it crosses; a change that is a
            // step says so.
            const isStep = kind === 'change' && (index().steps || []).includes(target);
            const prefix = words[isStep ? 'landmark.step' : 'landmark.' + kind];
            const arrival = arrive(target, kind === 'crossing' && target > 0 ? target - 1 : null, prefix);
            // A gap says how long the data is missing, and from where to where.
            const gap = kind === 'gap' ? (index().gaps || {})[target] : undefined;
            return gap === undefined ? arrival : response(gap, arrival.sound);
        }
        function goTo(typed) {
            if (count() === 0) return current();
            // A bin's or interval's own words and edges, where the navigator's goto takes them; else what the typed
            // text names on the axis, read as explore's goto reads it (never a scan of every point's words).
            const bins = data.bins[series];
            const target = Object.hasOwn(bins, normalized(typed)) ? bins[normalized(typed)] : -1;
            if (target < 0) return model.dates ? goToDate(typed) : model.categories ? goToCategory(typed) : goToNumber(typed);
            level = 'point';
            moveTo(target);
            return arrive(target, null);
        }
        // Typed text as the tool quotes it (String.quotable): its first 40 characters, control characters escaped.
        function quotable(typed) {
            const characters = Array.from(typed);
            const escape = (c) => ({ '\n': '\\n', '\t': '\\t', '\r': '\\r' })[c] || '\\u{' + c.charCodeAt(0).toString(16) + '}';
            const start = characters.slice(0, 40).map((c) => (/[\x00-\x1f\x7f]/.test(c) ? escape(c) : c)).join('');
            return characters.length > 40 ? start + '…' : start;
        }
        // Days in a month of a year (any year from 1 to 9999).
        function daysIn(year, month) {
            const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
            return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
        }
        // Seconds since 1970 at the start of a day (years before 100 too, which Date.UTC would move to the 1900s).
        function dayStart(year, month, day) {
            const date = new Date(0);
            date.setUTCFullYear(year, month - 1, day);
            return date.getTime() / 1000;
        }
        // The stretch from the first month's start (or the day's) to the last month's end, in `year`, or without one
        // in the first year that puts it within the data, else the nearest (XValueParser.span).
        function dateStretch(year, months, day) {
            function stretch(inYear) {
                if (inYear < 1 || inYear > 9999) return null;
                if (day !== null) {
                    if (day > daysIn(inYear, months[0])) return null;
                    const start = dayStart(inYear, months[0], day);
                    return [start, start + 86399];
                }
                return [dayStart(inYear, months[0], 1), dayStart(inYear, months[1], daysIn(inYear, months[1])) + 86399];
            }
            if (year !== null) return stretch(year);
            // Without its year, placed within this series, not the whole chart.
            const list = positions(series);
            if (list.length === 0) return null;
            const extent = [list[0], list[list.length - 1]];
            const yearOf = (seconds) => new Date(Math.floor(seconds / 86400) * 86400000).getUTCFullYear();
            const candidates = [];
            for (let at = yearOf(extent[0]) - 1; at <= yearOf(extent[1]) + 1; at++) {
                const found = stretch(at);
                if (found) candidates.push(found);
            }
            const distance = (a) => (a[1] < extent[0] ? extent[0] - a[1] : a[0] - extent[1]);
            return (
                candidates.find((a) => a[0] <= extent[1] && extent[0] <= a[1]) ||
                candidates.reduce((best, a) => (best === null || distance(a) < distance(best) ? a : best), null)
            );
        }
        // A month by its name or its first three letters or more, in the chart's language first, then any pack's.
        function monthNumber(word, dates) {
            for (const names of dates.months) {
                const found = names.findIndex((name) => word === name || (word.length >= 3 && name.startsWith(word)));
                if (found >= 0) return found + 1;
            }
            return null;
        }
        // The stretch of time typed text names, as explore's goto reads it (XValueParser.date), or null.
        function dateSpan(written, dates = model.dates) {
            // Quarters and months as tables write them, as XValueParser.spelledOut reads them: "1970Q2", "Q2-1970",
            // "1950-3", "3/1950".
            let text = written;
            let m = null;
            if ((m = /^(\d{4}) ?-? ?[Qq]([1-4])$/.exec(text))) text = `Q${m[2]} ${m[1]}`;
            else if ((m = /^[Qq]([1-4]) ?[-/] ?(\d{4})$/.exec(text))) text = `Q${m[1]} ${m[2]}`;
            else if ((m = /^(\d{4})-([1-9])$/.exec(text))) text = `${m[1]}-0${m[2]}`;
            else if ((m = /^(\d{1,2})\/(\d{4})$/.exec(text)) && +m[1] >= 1 && +m[1] <= 12) text = `${m[2]}-${m[1].padStart(2, '0')}`;
            const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
            if (iso) {
                const [year, month, day] = [+iso[1], iso[2] ? +iso[2] : null, iso[3] ? +iso[3] : null];
                if (month !== null && (month < 1 || month > 12)) return null;
                if (day !== null && (day < 1 || day > daysIn(year, month))) return null;
                return dateStretch(year, month === null ? [1, 12] : [month, month], day);
            }
            // A date in numbers, as XValueParser.numericDate (WrittenDate.numericShape) reads it: "15.01.2014",
            // "1/15/2014", "2014/01/15"; the day and month in the order a number above 12 or the locale says.
            const numeric = /^(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})$/.exec(text);
            if (numeric) {
                const [a, separator, b, c] = [numeric[1], numeric[2], +numeric[3], numeric[4]];
                const shortYear = (y) => (y >= 69 ? 1900 + y : 2000 + y);
                let shape = null;
                if (a.length === 4 && c.length <= 2 && separator !== '-') shape = [+a, b, +c, false];
                else if (a.length <= 2 && c.length === 4) shape = separator === '.' ? [+c, b, +a, false] : [+c, +a, b, true];
                else if (a.length <= 2 && c.length === 2 && separator === '.') shape = [shortYear(+c), b, +a, false];
                else if (a.length <= 2 && c.length === 2 && separator === '/') shape = [shortYear(+c), +a, b, true];
                if (shape === null) return null;
                const [y, first, second, isOpen] = shape;
                const dayFirst = first > 12 || (second <= 12 && dates.dayFirst);
                const [m, d] = isOpen && dayFirst ? [second, first] : [first, second];
                if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m) || y < 1) return null;
                return dateStretch(y, [m, m], d);
            }
            let [year, month, day, quarter] = [null, null, null, null];
            for (const word of text.replace(/,/g, ' ').split(/\s+/).filter((w) => w !== '')) {
                let lower = word.toLowerCase().replace(/^\.+|\.+$/g, '');
                if (dates.fillers.includes(lower)) continue;
                const suffix = dates.ordinalSuffixes.find((s) => lower.endsWith(s) && /^\d+$/.test(lower.slice(0, -s.length)));
                if (suffix) lower = lower.slice(0, -suffix.length);
                const named = monthNumber(lower, dates);
                if (quarter === null && Object.hasOwn(dates.quarterOrdinals, lower)) {
                    quarter = dates.quarterOrdinals[lower];
                } else if (dates.quarterNouns.includes(lower)) {
                    // "3. Quartal": the number before the noun was the quarter's, not a day.
                    if (quarter === null && day !== null && day <= 4 && month === null) {
                        [quarter, day] = [day, null];
                    } else if (quarter === null) {
                        return null;
                    }
                } else if (lower.length === 2 && dates.quarterPrefixes.includes(lower[0]) && /^[1-4]$/.test(lower[1]) && quarter === null) {
                    quarter = +lower[1];
                } else if (named !== null && month === null) {
                    month = named;
                } else if (/^\d{4}$/.test(lower) && year === null) {
                    year = +lower;
                } else if (/^\d{1,2}$/.test(lower) && +lower >= 1 && +lower <= 31 && day === null) {
                    day = +lower;
                } else {
                    return null;
                }
            }
            if (quarter !== null) {
                if (month !== null || day !== null) return null;
                return dateStretch(year, [quarter * 3 - 2, quarter * 3], null);
            }
            if (month !== null) return dateStretch(year, [month, month], day);
            // A year alone; a bare day number is not a date.
            if (year === null || day !== null) return null;
            return dateStretch(year, [1, 12], null);
        }
        // Goes where typed text names on a date axis as explore's goto does (ChartNavigator.goTo).
        function goToDate(typed) {
            const span = dateSpan(typed.trim());
            return span === null ? boundary(fill(words.notADate, quotable(typed))) : land(span, quotable(typed));
        }
        // The Levenshtein distance between two texts' characters.
        function editDistance(a, b) {
            let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
            for (let i = 1; i <= a.length; i++) {
                const current = [i];
                for (let j = 1; j <= b.length; j++) {
                    current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
                }
                previous = current;
            }
            return previous[b.length];
        }
        // The letters and marks a name is compared without, as XValueParser.folded spells them.
        const plainLetters = {
            'ß': 'ss', 'ł': 'l', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i', '\u2019': "'", '\u2018': "'",
            '\u02bc': "'", '-': ' ', '\u2010': ' ', '\u2011': ' ', '\u2013': ' ', '\u2014': ' ',
        };
        // Goes to a category as explore's goto takes it (XValueParser.parse): its name in any case, with or without
        // accents ("sao" for "São", "lodz" for "Łódź", "strasse" for "Straße"), curly apostrophes, dashes or extra
        // spaces, the start of one name only, else the nearest name by a few letters (Suggestion.nearest).
        function goToCategory(typed) {
            const trimmed = typed.trim();
            const lower = trimmed.toLowerCase();
            const fold = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
                .replace(/[ßłøæœđðþı\u2019\u2018\u02bc\u2010\u2011\u2013\u2014-]/g, (letter) => plainLetters[letter])
                .split(/\s+/).filter(Boolean).join(' ');
            // The ways a name may be typed, as XValueParser.spellings gives them: also with umlauts and Nordic
            // letters written out ("Muenchen", "koebenhavn", "aarhus").
            const writtenOut = { 'ä': 'ae', 'ö': 'oe', 'ü': 'ue', 'ø': 'oe', 'å': 'aa' };
            const spellings = (name) => [fold(name), fold(name.normalize('NFC').toLowerCase().replace(/[äöüøå]/g, (letter) => writtenOut[letter]))];
            const folded = fold(trimmed);
            const names = model.categories;
            let starting = names.filter((name) => spellings(name).some((spelling) => spelling.startsWith(folded)));
            // Accents typed are meant: "Côte" begins "Côte d'Ivoire", not "Cote Blanche" too.
            const typedAsIs = starting.filter((name) => name.toLowerCase().startsWith(lower));
            if (typedAsIs.length > 0 && folded !== lower) starting = typedAsIs;
            const name = names.find((name) => name.toLowerCase() === lower) || names.find((name) => spellings(name).includes(folded))
                || (starting.length === 1 ? starting[0] : null);
            if (name) {
                const place = names.indexOf(name);
                return land([place, place], quotable(typed));
            }
            if (starting.length > 1) {
                // A long list names the first four and how many more.
                const listed = starting.length <= 5 ? starting : [...starting.slice(0, 4), fill(words.moreNames, starting.length - 4)];
                const separator = listed.some((name) => name.includes(", ")) ? words.list[2] : words.list[0];
                const joined = listed.slice(0, -1).join(separator) + words.list[1] + listed[listed.length - 1];
                return boundary(fill(words.severalCategories, quotable(typed), starting.length, joined));
            }
            const target = Array.from(lower);
            let best = null;
            for (const candidate of names) {
                const distance = editDistance(target, Array.from(candidate.toLowerCase()));
                if (best === null || distance < best[1]) best = [candidate, distance];
            }
            if (!best || best[1] > Math.max(1, Math.floor(target.length / 2)) || best[1] >= target.length) {
                return boundary(fill(words.noCategory, quotable(typed)));
            }
            // A guess by spelling says so before the point it lands on.
            const place = names.indexOf(best[0]);
            level = 'point';
            const guessed = firstRank(place, series);
            moveTo(guessed);
            const arrival = arrive(guessed, null);
            return response(fill(words.nearestCategory, quotable(typed)) + arrival.text, arrival.sound);
        }
        // A number as explore's goto reads it (XValueParser.number): grouping and decimal separators of the chart's
        // language (another's grouping skipped), a sign or "minus", currency before it, a unit, percent or currency after
        // it, a scale word ("1.82 million"); on a percent axis "5" is 0.05. Null for anything else.
        function numberValue(text) {
            const numbers = model.numbers;
            let said = text.toLowerCase();
            let scale = 1;
            const scaled = numbers.scales.find(([word]) => said.endsWith(' ' + word));
            if (scaled) [said, scale] = [said.slice(0, -scaled[0].length), scaled[1]];
            let isNegative = false;
            if (said.startsWith(numbers.minus + ' ')) [said, isNegative] = [said.slice(numbers.minus.length + 1), true];
            const firstDigit = said.search(/[0-9]/);
            if (firstDigit < 0 || !/^[-−+ \p{Sc}]*$/u.test(said.slice(0, firstDigit))) return null;
            let kept = '';
            let at = firstDigit;
            while (at < said.length) {
                const character = said[at];
                const exponent = character === 'e' ? /^e[-+−]?[0-9]+/.exec(said.slice(at)) : null;
                if (/[0-9]/.test(character) || character === '-' || character === '−' || character === numbers.decimal || character === numbers.grouping) {
                    kept += character === '−' ? '-' : character;
                } else if (exponent) {
                    kept += exponent[0].replace('−', '-');
                    at += exponent[0].length;
                    continue;
                } else if (!",.’' \u202f".includes(character)) {
                    break;
                }
                at++;
            }
            const rest = said.slice(at).trim();
            const isUnit = rest === '' || rest === '%' || numbers.percentWords.includes(rest) || numbers.units.includes(rest) || /^\p{Sc}+$/u.test(rest);
            if (!isUnit) return null;
            if (isNegative || /[-−]/.test(said.slice(0, firstDigit))) kept = '-' + kept;
            const normalized = kept.split(numbers.grouping).join('').split(numbers.decimal).join('.');
            const value = /[0-9]/.test(normalized) && /^[-+]?[0-9]*\.?[0-9]*(e[-+]?[0-9]+)?$/.test(normalized) ? Number(normalized) : NaN;
            return Number.isFinite(value) ? (value * scale) / (numbers.isPercent ? 100 : 1) : null;
        }
        // Goes where a number, or a stretch as the tool says a bin ("40 to 50 minutes"), is, as explore's goto does.
        function goToNumber(typed) {
            const text = typed.trim();
            let span = null;
            const single = numberValue(text);
            const connector = model.numbers.connector;
            const split = connector ? text.toLowerCase().indexOf(connector) : -1;
            if (single !== null) {
                span = [single, single];
            } else if (split >= 0) {
                const low = numberValue(text.toLowerCase().slice(0, split));
                const high = numberValue(text.toLowerCase().slice(split + connector.length));
                if (low !== null && high !== null) span = [Math.min(low, high), Math.max(low, high)];
            }
            // On an axis of years, a date with its year names its year (XValueParser.yearsOfDate).
            const years = span === null && model.numbers.yearDates && /[0-9]{4}/.test(text) ? dateSpan(text, model.numbers.yearDates) : null;
            if (years !== null) span = years.map((seconds) => new Date(seconds * 1000).getUTCFullYear());
            return span === null ? boundary(fill(words.notANumber, quotable(typed))) : land(span, quotable(typed));
        }
        // The rank in this series whose calendar period holds date, and where the period ends, as ChartNavigator.holder
        // says: points a calendar month, quarter or year apart stand for theirs, whatever day they are dated, and points a
        // week apart for the week they start.
        function holder(date) {
            const list = positions(series);
            const first = firstRank(date, series);
            for (const rank of [first - 1, first]) {
                if (rank < 0 || rank >= list.length) continue;
                const steps = [rank > 0 ? list[rank] - list[rank - 1] : 0, rank + 1 < list.length ? list[rank + 1] - list[rank] : 0];
                const positive = steps.filter((s) => s > 0);
                if (positive.length === 0) continue;
                const days = Math.min(...positive) / 86400;
                // A weekly point holds the week it starts.
                if (days === 7) {
                    if (list[rank] <= date && date < list[rank] + 7 * 86400) return { rank, end: list[rank] + 7 * 86400 };
                    continue;
                }
                const months = days >= 28 && days <= 31 ? 1 : days >= 89 && days <= 92 ? 3 : days >= 365 && days <= 366 ? 12 : null;
                if (months === null) continue;
                const at = new Date(Math.floor(list[rank] / 86400) * 86400000);
                const start = Math.floor((at.getUTCFullYear() * 12 + at.getUTCMonth()) / months) * months;
                const month = (index) => Date.UTC(Math.floor(index / 12), index % 12, 1) / 1000;
                if (month(start) <= date && date < month(start + months)) return { rank, end: month(start + months) };
            }
            return null;
        }
        // Lands where a stretch of x is, as ChartNavigator.goTo does: the first point in it, else (on dates) a monthly or
        // longer point whose period holds it, else the nearest, saying so when the stretch is outside the data or holds
        // no point.
        function land([low, high], quoted) {
            const list = positions(series);
            const first = firstRank(low, series);
            level = 'point';
            let target = first < count() && list[first] <= high ? first : -1;
            const held = target < 0 && model.isDate ? holder(low) : null;
            if (held && high < held.end) target = held.rank;
            if (target >= 0) {
                moveTo(target);
                return arrive(target, null);
            }
            const below = first > 0 ? low - list[first - 1] : Infinity;
            const above = first < count() ? list[first] - low : Infinity;
            target = below <= above ? first - 1 : first;
            moveTo(target);
            const arrival = arrive(target, null);
            if (first === 0 || first === count()) return response(fill(words.outsideData, quoted) + arrival.text, arrival.sound);
            if (low < high) return response(fill(words.nothingAt, quoted) + arrival.text, arrival.sound);
            return arrival;
        }
        const landmarks = { x: 'crossing', k: 'peak', v: 'trough', o: 'outlier', l: 'label', m: 'gap', t: 'change' };
        const commands = {
            ArrowRight: () => step(1),
            ArrowLeft: () => step(-1),
            ArrowDown: () => changeSeries(1),
            ArrowUp: () => changeSeries(-1),
            Home: () => jump(false),
            End: () => jump(true),
            PageDown: () => leap(1),
            PageUp: () => leap(-1),
            '[': () => extreme(false),
            ']': () => extreme(true),
            Enter: () => current(),
            w: () => whereAmI(),
            u: () => moveLevel(true),
            n: () => moveLevel(false),
            c: () => chord(),
            s: () => response(index().statistics, [op.none]),
            d: () => response(level === 'chart' ? chartDescription() : index().describe, [op.none]),
            p: () => response(fill(words.playing, name(series)), index().play),
        };
        for (const [letter, kind] of Object.entries(landmarks)) {
            commands[letter] = () => landmark(kind, true);
            commands[letter.toUpperCase()] = () => landmark(kind, false);
        }
        // A command answers, and moves, when its answer is taken (go); where does not move (nor
        // a command that waits for a chunk).
        function answered(run) {
            const saved = [level, series, rank, group, part];
            let said;
            let moved;
            try {
                said = run();
                if (!said) return null;
                moved = [level, series, rank, group, part];
                said.place = place();
            } finally {
                [level, series, rank, group, part] = saved;
            }
            said.go = () => {
                [level, series, rank, group, part] = moved;
            };
            return said;
        }
        return {
            answers: (key) => commands[key] !== undefined,
            answer: (key) => (commands[key] ? answered(commands[key]) : null),
            goto: (typed) => answered(() => goTo(typed)),
        };
    }

    const explorer = Navigator(data.compact);

    function show(point) {
        if (point) {
            highlight.setAttribute('cx', point[0]);
            highlight.setAttribute('cy', point[1]);
            highlight.classList.add('on');
        } else {
            highlight.classList.remove('on');
        }
    }

    function note(from, to, start, length, level) {
        const now = context.currentTime;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.frequency.setValueAtTime(from, now + start);
        if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, now + start + length);
        gain.gain.setValueAtTime(0, now + start);
        gain.gain.linearRampToValueAtTime(level, now + start + 0.01);
        gain.gain.setValueAtTime(level, now + start + length - 0.04);
        gain.gain.linearRampToValueAtTime(0, now + start + length);
        oscillator.connect(gain);
        gain.connect(context.destination);
        oscillator.start(now + start);
        oscillator.stop(now + start + length + 0.01);
    }

    // The audio graph follows the explorer: it is looked for when a series is first played (a key that plays it
    // waits for it to be parsed).
    let audio = null;
    function audioGraph() {
        if (audio) return audio;
        audio = document.getElementById('audio-graph');
        if (audio) {
            audio.addEventListener('timeupdate', () => {
                if (stopAt !== null && audio.currentTime >= stopAt) {
                    audio.pause();
                    stopAt = null;
                }
            });
        }
        return audio;
    }

    function play(sound) {
        tested.sound = sound;
        const kind = sound[0];
        if (kind === op.none) return;
        if (kind === op.clip) {
            if (audioGraph()) {
                audio.currentTime = sound[1];
                stopAt = sound[2];
                audio.play().catch(() => {});
            }
            return;
        }
        try {
            context = context || new AudioContext();
        } catch (error) {
            return;
        }
        if (kind === op.tone) note(sound[1], sound[1], 0, 0.15, 0.3);
        else if (kind === op.glide) note(sound[1], sound[2], 0, 0.15, 0.3);
        else if (kind === op.chord) sound.slice(1).forEach((f) => note(f, f, 0, 0.25, 0.3 / (sound.length - 1)));
        else if (kind === op.boundary) {
            note(330, 330, 0, 0.07, 0.3);
            note(220, 220, 0.07, 0.07, 0.3);
        }
    }

    function move(to) {
        if (to.sound[0] === op.clip && !audioGraph() && document.readyState === 'loading') throw notYet;
        to.go();
        say(to.text);
        show(to.place);
        play(to.sound);
    }

    // What the keys asked, in order: a task that needs a chunk not parsed yet waits, with those
    // after it, until the document is parsed.
    const waiting = [];
    function run(task) {
        if (waiting.length === 0) {
            try {
                task();
                return;
            } catch (error) {
                if (error !== notYet) throw error;
            }
            document.addEventListener('DOMContentLoaded', () => waiting.splice(0).forEach((t) => t()));
        }
        waiting.push(task);
    }

    // Entering the explorer says where it is, as w does, and how to get help.
    region.addEventListener('focus', () => {
        if (returning) {
            returning = false;
            return;
        }
        run(() => say(region.dataset.entry.replace('%s', explorer.answer('w').text)));
    });

    region.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
            event.preventDefault();
            // (The data's heading follows the explorer: it may not be parsed yet.)
            run(() => {
                const exit = document.getElementById('explorer-exit');
                if (!exit && document.readyState === 'loading') throw notYet;
                exit.focus();
            });
            return;
        }
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key === 'h' || event.key === '?') {
            event.preventDefault();
            run(() => say(region.dataset.help));
            return;
        }
        if (event.key === 'g' && box) {
            event.preventDefault();
            box.focus();
            return;
        }
        const key = event.key === ' ' ? 'Enter' : event.key;
        if (!explorer.answers(key)) return;
        event.preventDefault();
        run(() => move(explorer.answer(key)));
    });

    if (box) {
        box.addEventListener('keydown', (event) => {
            if (event.key === 'Escape') {
                event.preventDefault();
                returning = true;
                region.focus();
                return;
            }
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const typed = box.value;
            // Nothing typed goes nowhere and says nothing, as in explore.
            if (typed !== '') {
                run(() => move(explorer.goto(typed)));
            }
            box.value = '';
            returning = true;
            region.focus();
        });
    }

    // For the browser tests: the pure parts, to check against Swift's, and the last sound the
    // explorer played (opcode and values, as in the data).
    const tested = { normalized, answer: (key) => explorer.answer(key), sound: null };
    window.audiographExplorer = tested;
    // When the explorer was ready, for the benchmark (audiograph-bench's page probe).
    performance.mark('audiograph-explorer-ready');
})();
