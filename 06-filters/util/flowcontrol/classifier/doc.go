// Package classifier decides which FlowSchema a request belongs to, and
// which flow within it: the first step of API Priority and Fairness.
// A FlowSchema matches when one of its rules matches, and a rule matches
// when one of its subjects names the user and one of its resource (or
// non-resource) rules names the request. Classify tries the schemas in
// upstream's order, lowest matchingPrecedence first, ties by name;
// FlowDistinguisher and HashFlowID turn the chosen schema and the request
// into the flow's hash that shuffle sharding deals a hand from.
//
// Stage 06 adds it (issue 13, part 2b), standalone: no filter calls it yet.
// Upstream: k8s.io/apiserver/pkg/util/flowcontrol, the files rule.go
// (matchesFlowSchema and its helpers) and apf_controller.go (the sort in
// digestConfigObjects, the loop in startRequest, computeFlowDistinguisher,
// hashFlowID).
//
// Left out: the configuration controller that watches FlowSchemas, keeps
// them sorted and adds the mandatory exempt and catch-all schemas when
// they are missing; upstream's fallback to catch-all when nothing matches
// (Classify reports false instead, and the caller decides); metrics.
package classifier
