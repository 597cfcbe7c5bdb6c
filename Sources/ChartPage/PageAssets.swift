/// The page's style and script, inline (the page's Content-Security-Policy allows exactly these by their hashes).
///
/// Colours meet WCAG contrast on both schemes: text 4.5:1, marks 3:1.
enum PageAssets {
    static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4d4d4d;--grid:#c8c8c8;--focus:#1f5fbf;--c0:#1f5fbf;--c1:#b3261e;--c2:#1b7a3a;--c3:#8a4b00;--c4:#6b3fa0;--c5:#00727a}
        @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#bdbdbd;--grid:#4a4a4a;--focus:#8ab4f8;--c0:#8ab4f8;--c1:#f28b82;--c2:#81c995;--c3:#fdc69c;--c4:#d7aefb;--c5:#78d9ec}}
        body{background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem}
        a{color:var(--c0)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.25rem}
        figure{margin:1rem 0}
        svg text{fill:var(--fg);font-size:12px}svg .axes line{stroke:var(--fg)}svg line.grid{stroke:var(--grid);stroke-width:.5}
        .s0{--c:var(--c0)}.s1{--c:var(--c1)}.s2{--c:var(--c2)}.s3{--c:var(--c3)}.s4{--c:var(--c4)}.s5{--c:var(--c5)}
        .line{fill:none;stroke:var(--c);stroke-width:2}.s1.line{stroke-dasharray:8 4}.s2.line{stroke-dasharray:2 3}.s3.line{stroke-dasharray:10 3 2 3}.s4.line{stroke-dasharray:14 4}.s5.line{stroke-dasharray:4 4}
        .bar,.slice{fill:var(--c)}.box{fill:var(--c);fill-opacity:.35;stroke:var(--c);stroke-width:1.5}.marks g line{stroke:var(--c);stroke-width:1.5}.median{stroke:var(--fg);stroke-width:2.5}
        .marker{fill:var(--c);stroke:var(--c);stroke-width:1.5}.hatch{stroke:var(--bg);stroke-width:1.5;fill:var(--bg)}
        .area{fill:var(--c);fill-opacity:.3}.band{fill:var(--c);fill-opacity:.25}.cell{fill:var(--c0)}
        .reference{stroke:var(--fg);stroke-dasharray:2 4;stroke-width:1.5}
        #chart-highlight{fill:none;stroke:var(--fg);stroke-width:3;display:none}#chart-highlight.on{display:inline}
        @media (prefers-reduced-motion:no-preference){#chart-highlight{transition:cx .15s,cy .15s}}
        table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid var(--grid);padding:.25rem .5rem;text-align:start;vertical-align:top}
        #explorer{border:2px solid var(--muted);border-radius:.25rem;padding:.75rem;min-height:3rem}
        .time{font-variant-numeric:tabular-nums;margin-inline-end:.5rem}
        """

    static let script = """
        (()=>{
        const data=JSON.parse(document.getElementById('explorer-data').textContent);
        const region=document.getElementById('explorer'),live=document.getElementById('explorer-live');
        const highlight=document.getElementById('chart-highlight'),audio=document.getElementById('audio-graph');
        const keys=data.keys,dynamic=data.dynamic,moves=data.moves.split(',').map(n=>parseInt(n,36));let state=0,context=null,stopAt=null;
        function answer(k){const c=data.constant[k];if(c){const a=c[data.series[state]];return[state,a[0],a[1]]}
        const at=(state*dynamic.length+dynamic.indexOf(k))*3;return moves.slice(at,at+3)}
        function show(s){const h=data.highlights[s];if(h){highlight.setAttribute('cx',h[0]);highlight.setAttribute('cy',h[1]);highlight.classList.add('on')}else{highlight.classList.remove('on')}}
        function note(f0,f1,start,length,level){const now=context.currentTime,o=context.createOscillator(),g=context.createGain();
        o.frequency.setValueAtTime(f0,now+start);if(f1!==f0)o.frequency.exponentialRampToValueAtTime(f1,now+start+length);
        g.gain.setValueAtTime(0,now+start);g.gain.linearRampToValueAtTime(level,now+start+0.01);g.gain.setValueAtTime(level,now+start+length-0.04);g.gain.linearRampToValueAtTime(0,now+start+length);
        o.connect(g);g.connect(context.destination);o.start(now+start);o.stop(now+start+length+0.01)}
        function play(id){const s=data.sounds[id],kind=s[0];if(kind===0)return;
        if(kind===5){if(audio){audio.currentTime=s[1];stopAt=s[2];audio.play().catch(()=>{})}return}
        try{context=context||new AudioContext()}catch(e){return}
        if(kind===1)note(s[1],s[1],0,0.15,0.3);else if(kind===2)note(s[1],s[2],0,0.15,0.3);
        else if(kind===3)s.slice(1).forEach(f=>note(f,f,0,0.25,0.3/(s.length-1)));else if(kind===4){note(330,330,0,0.07,0.3);note(220,220,0.07,0.07,0.3)}}
        if(audio)audio.addEventListener('timeupdate',()=>{if(stopAt!==null&&audio.currentTime>=stopAt){audio.pause();stopAt=null}});
        const box=document.getElementById('explorer-goto');
        function move(m){state=m[0];live.textContent=data.texts[m[1]];show(state);play(m[2])}
        region.addEventListener('keydown',event=>{
        if(event.key==='Escape'){event.preventDefault();document.getElementById('explorer-exit').focus();return}
        if(event.ctrlKey||event.metaKey||event.altKey)return;
        if(event.key==='g'&&box){event.preventDefault();box.focus();return}
        const command=keys.indexOf(event.key===' '?'Enter':event.key);if(command<0)return;
        event.preventDefault();move(answer(command))});
        if(box)box.addEventListener('keydown',event=>{
        if(event.key==='Escape'){event.preventDefault();region.focus();return}
        if(event.key!=='Enter')return;event.preventDefault();
        const key=box.value.toLowerCase().trim().replace(/\\s+/g,' ').replace(/(\\d),(?=\\d)/g,'$1');
        const found=(data.goto[data.series[state]]||{})[key];
        if(found)move(found);else live.textContent=box.dataset.missing.replace('%s',box.value);
        box.value='';region.focus()});
        })();
        """
}
