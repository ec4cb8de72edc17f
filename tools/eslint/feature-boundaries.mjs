import path from 'node:path';

/**
 * One-way layers inside an app (STYLE.md, bulletproof-react): app → features → shared. A feature
 * (`apps/<app>/src/features/<name>/…`) never imports another feature nor the app layer
 * (`src/app`); the shared layer (`src/shared`) never imports a feature. What several features
 * use moves to `src/shared`. eslint-plugin-import's no-restricted-paths, without the dependency.
 */

/** The app's src folder and the layer a file belongs to, or null outside an app with features. */
export function layerOf(file) {
  const match = /^(.*\/apps\/[^/]+\/src)\/(features\/([^/]+)|shared|app)\//.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, src, layer, feature] = match;
  return feature ? { src, kind: 'feature', name: feature } : { src, kind: layer, name: layer };
}

/** The reason an import from `from` to `to` crosses the layers the wrong way, or null when it may. */
export function violation(from, to) {
  const source = layerOf(from);
  const target = layerOf(to);
  if (!source || !target || source.src !== target.src) return null;
  if (source.kind === 'feature' && target.kind === 'feature' && source.name !== target.name) {
    return `features/${source.name} may not import features/${target.name}: move what both use into src/shared`;
  }
  if (source.kind === 'feature' && target.kind === 'app') return `features/${source.name} may not import the app layer (src/app)`;
  if (source.kind === 'shared' && target.kind !== 'shared') return `src/shared may not import src/${target.kind === 'feature' ? `features/${target.name}` : target.kind}`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import neither each other nor the app layer; the shared layer imports no feature.' },
    schema: [],
    messages: { crossing: '{{reason}}.' },
  },
  create(context) {
    const file = context.filename;
    if (!layerOf(file)) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const reason = violation(file, path.resolve(path.dirname(file), source.value));
      if (reason) context.report({ node, messageId: 'crossing', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestMock = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest' && callee.property.type === 'Identifier' && callee.property.name === 'mock';
        if (isRequire || isJestMock) check(node, node.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'sam-feature-boundaries' }, rules: { 'feature-boundaries': rule } };
