// Package validation checks resource.k8s.io objects for what guards the
// stored data the scheduler and the drivers rely on: names (classes,
// claims, slices as DNS subdomains; requests and devices as DNS labels;
// drivers and pools), each request being exactly one of `exactly` or
// `firstAvailable` with a device class and a supported allocation mode
// and count, unique request and device names, the limits on list sizes,
// a slice naming exactly one of nodeName, nodeSelector, allNodes and
// perDeviceNodeSelection, a pool with a positive slice count, device
// attributes (C-identifier names, optionally under a domain, exactly one
// value, semver versions) and capacity names, taints and
// tolerations (keys, values, effects, operators), and the immutable
// fields (a claim's and a template's spec, a slice's driver, pool name and
// node name, a claim's allocation once written, reservedFor only with an
// allocation), with upstream's field paths and messages.
//
// Stage 03 adds it. Upstream: k8s.io/kubernetes/pkg/apis/resource/validation.
// Left out: compiling and costing the CEL expressions of selectors and
// derived attributes (an expression is only required to be non-empty),
// capacities' request policies, counters and counter sets, opaque
// configuration parameters beyond a driver name, allocation results' device entries, device
// status entries, and the per-device node selection rules.
package validation
