// Package version says which Kubernetes this server is: the JSON served at
// /version, the line printed by --version, the "Version:" line logged at
// start-up and the kubernetes_build_info metric all come from Get. It also
// orders version names the Kubernetes way (CompareKubeAwareVersionStrings:
// v2 before v1 before v1beta1), for discovery.
//
// Stage 02 adds it. It reports the Kubernetes minor the project pins (1.37),
// so kubectl and client-go treat our server as a 1.37 server.
//
// Upstream counterparts: k8s.io/apimachinery/pkg/version.Info (the type) and
// CompareKubeAwareVersionStrings, and
// k8s.io/component-base/version.Get (the values, set by -ldflags at build
// time). Left out: the emulated-version machinery of
// k8s.io/component-base/compatibility (--emulated-version): our emulation
// and minimum-compatibility versions are constants.
package version
