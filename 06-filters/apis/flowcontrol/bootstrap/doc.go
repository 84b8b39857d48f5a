// Package bootstrap holds the configuration objects every API server
// creates at start-up, in v1: the mandatory ones (the exempt and
// catch-all FlowSchemas and priority levels), which the server keeps as
// they are here, and the suggested ones (system-nodes, leader-election,
// workload-high, workload-low, global-default ...), which it creates
// when missing and keeps in step only while their
// apf.kubernetes.io/autoupdate-spec annotation is "true". Names,
// precedences, subjects, rules, shares and lendable percents are
// Kubernetes v1.37's.
//
// Stage 06 adds it. Upstream: k8s.io/apiserver/pkg/apis/flowcontrol/bootstrap.
package bootstrap
