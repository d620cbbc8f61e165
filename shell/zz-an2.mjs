import { rspack } from '@rspack/core';
const mod = await import('/work/main/shell/rspack.config.mjs');
let cfgs = typeof mod.default === 'function' ? await mod.default({}, {mode:'production'}) : mod.default;
const cfg = cfgs.find(c => c.name === 'shell');
cfg.output = { ...cfg.output, path: '/tmp/shell-an' };
const compiler = rspack(cfg);
compiler.run((err, stats) => {
  const j = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
  for (const id of process.argv.slice(2)) {
    const c = j.chunks.find(c => String(c.id) === id);
    if (!c) { console.log(id, 'not found'); continue; }
    console.log('== chunk', id, c.names, c.files, c.size);
    const list = [];
    const walk = (ms) => { for (const m of ms) { if (m.modules) walk(m.modules); else list.push([m.size, (m.name||'').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')]); } };
    walk(c.modules || []);
    list.sort((a,b)=>b[0]-a[0]).slice(0,15).forEach(([s,n]) => console.log('   ', String(s).padStart(7), n.slice(0,110)));
  }
  compiler.close(()=>{});
});
