// Package apiserver is the sample API server: a GenericAPIServer of stage
// 02 serving wardle.example.com (flunders in v1beta1 and v1alpha1,
// fischers in v1alpha1) from stage 03's generic registry Store, in its own
// etcd, through its own Scheme and Codecs.
//
// It is a second, independent server, not a part of the kube-apiserver
// chain: its only delegate is the empty one (a 404 for every other path).
// Stage 05's aggregator reaches it through an APIService, as a real
// cluster reaches upstream's sample-apiserver (artifacts/apiservice.yaml).
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/apiserver.
// Left out: the BanFlunder admission plugin and its informers (admission
// is stage 07), delegated authentication and authorization (the sample
// server trusts every request, like stages 02–06), and the
// RecommendedConfig parts that feed them (a loopback client, shared
// informers, the API priority and fairness).
package apiserver
