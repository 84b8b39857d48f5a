// Package legacyscheme holds the API server's global Scheme and the codecs
// built on it. The install packages (apis/core/install, apis/apps/install,
// apis/autoscaling/install) register their groups into it from init
// functions, so importing an install package for its side effect is enough
// to make a group known.
//
// Stage 01 adds it. Upstream: k8s.io/kubernetes/pkg/api/legacyscheme.
//
// Why a global exists upstream: kube-apiserver was one program with one set
// of types, and early code reached for "the scheme" from everywhere
// (registries, admission plugins, printers, tests); a package variable
// filled by init functions made every group available to every package
// without passing anything around. What it costs: which groups a scheme
// knows depends on which packages happen to be linked in, registration
// order is init order (hard to see, impossible to change), tests share
// state, and a debugger never steps into the registration because it runs
// before main. Upstream has been moving away from it (generic servers and
// client-go build their own schemes); we keep it because readers meet it
// everywhere in kubernetes/kubernetes, and build explicit schemes where we
// can (see the tests of each group, which call Install on a fresh Scheme).
package legacyscheme
