// Package validation checks an audit Policy: known levels and stages,
// non-resource URLs that start with "/" and have "*" only at the end,
// resource rules that name a valid group and do not list resourceNames
// without resources, and no rule for both resources and non-resource URLs.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/apis/audit/validation.
// One departure: the errors of a rule's resources name the entry,
// rules[0].resources[1].group, where upstream says rules[0].resources.group.
package validation
