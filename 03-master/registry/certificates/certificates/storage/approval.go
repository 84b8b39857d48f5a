package storage

import (
	csrregistry "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/certificates"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// ApprovalREST is certificatesigningrequests/approval: a PUT (kubectl
// certificate approve/deny) may add the Approved or Denied condition and
// change nothing else.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.ApprovalREST.
type ApprovalREST = genericregistry.StatusREST

// NewApprovalREST returns the approval subresource on the CSR store.
// Upstream: returned by k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.NewREST.
func NewApprovalREST(r *REST) *ApprovalREST {
	return genericregistry.NewStatusREST(r.Store, csrregistry.ApprovalStrategy)
}
