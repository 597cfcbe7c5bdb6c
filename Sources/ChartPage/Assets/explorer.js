// The page's keyboard explorer: answers each key from the data the page carries
// (<script id="explorer-data">), written by ExplorerScript.swift. Its format, version 1:
//   keys        the KeyboardEvent.key values the explorer answers, by command number
//   series      each position's series index
//   texts       every announcement, by number; sounds every sound, by number
//   highlights  each position's [cx, cy] in the drawing, or null
//   constant    for commands whose answer depends only on the series: command -> [text, sound] by series
//   dynamic     the other commands; moves holds, for each position and dynamic command, the
//               [position, text, sound] it leads to, as base-36 numbers separated by commas
//   goto        for each series, typed x values (normalized as `normalized` does) -> [position, text, sound]
//   sound       the sound opcodes: none, tone [Hz], glide [from, to], chord [Hz...], boundary,
//               clip [start, end] (seconds of the page's audio graph)
'use strict';
(() => {
    const data = JSON.parse(document.getElementById('explorer-data').textContent);
    if (data.version !== 1) return;
    const op = data.sound;
    const region = document.getElementById('explorer');
    const live = document.getElementById('explorer-live');
    const highlight = document.getElementById('chart-highlight');
    const audio = document.getElementById('audio-graph');
    const box = document.getElementById('explorer-goto');
    const moves = data.moves.split(',').map((n) => parseInt(n, 36));
    let state = 0;
    let context = null;
    let stopAt = null;
    // Set while the script itself gives the explorer the focus (back from Go to), which is no entry.
    let returning = false;
    document.getElementById('explorer-controls').hidden = false;

    // Says text in the live region; the same text again is said again (a no-break space
    // added or taken away makes it a change).
    function say(text) {
        live.textContent = live.textContent === text ? text + '\u00a0' : text;
    }

    // Typed text as goto's table keys it: lowercased, spaces single, commas between digits gone.
    function normalized(text) {
        return text.toLowerCase().trim().replace(/\s+/g, ' ').replace(/(\d),(?=\d)/g, '$1');
    }

    // The [position, text, sound] a command leads to from the current position.
    function answer(command) {
        const constant = data.constant[command];
        if (constant) {
            const said = constant[data.series[state]];
            return [state, said[0], said[1]];
        }
        const at = (state * data.dynamic.length + data.dynamic.indexOf(command)) * 3;
        return moves.slice(at, at + 3);
    }

    function show(position) {
        const point = data.highlights[position];
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

    function play(id) {
        const sound = data.sounds[id];
        const kind = sound[0];
        if (kind === op.none) return;
        if (kind === op.clip) {
            if (audio) {
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
        state = to[0];
        say(data.texts[to[1]]);
        show(state);
        play(to[2]);
    }

    if (audio) {
        audio.addEventListener('timeupdate', () => {
            if (stopAt !== null && audio.currentTime >= stopAt) {
                audio.pause();
                stopAt = null;
            }
        });
    }

    // Entering the explorer says where it is, as w does, and how to get help.
    region.addEventListener('focus', () => {
        if (returning) {
            returning = false;
            return;
        }
        const where = answer(data.keys.indexOf('w'));
        say(region.dataset.entry.replace('%s', data.texts[where[1]]));
    });

    region.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
            event.preventDefault();
            document.getElementById('explorer-exit').focus();
            return;
        }
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key === 'h' || event.key === '?') {
            event.preventDefault();
            say(region.dataset.help);
            return;
        }
        if (event.key === 'g' && box) {
            event.preventDefault();
            box.focus();
            return;
        }
        const command = data.keys.indexOf(event.key === ' ' ? 'Enter' : event.key);
        if (command < 0) return;
        event.preventDefault();
        move(answer(command));
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
            const found = (data.goto[data.series[state]] || {})[normalized(box.value)];
            if (found) move(found);
            else say(box.dataset.missing.replace('%s', box.value));
            box.value = '';
            returning = true;
            region.focus();
        });
    }

    // For the browser tests: the pure parts, to check against Swift's.
    window.audiographExplorer = { normalized, answer: (command) => answer(command) };
})();
