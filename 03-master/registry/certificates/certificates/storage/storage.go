package storage

import (
	"fmt"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/duration"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	csrregistry "github.com/kube-rebuilt/apiserver/03-master/registry/certificates/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of certificatesigningrequests: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is certificatesigningrequests/status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
	_ rest.ShortNamesProvider   = &REST{}
)

// NewREST returns the storage of certificatesigningrequests and certificatesigningrequests/status, keyed under
// /certificatesigningrequests/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &certificates.CertificateSigningRequest{} },
		NewListFunc:               func() runtime.Object { return &certificates.CertificateSigningRequestList{} },
		DefaultQualifiedResource:  certificates.Resource("certificatesigningrequests"),
		SingularQualifiedResource: certificates.Resource("certificatesigningrequest"),

		CreateStrategy:      csrregistry.Strategy,
		UpdateStrategy:      csrregistry.Strategy,
		DeleteStrategy:      csrregistry.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: csrregistry.GetAttrs}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, csrregistry.StatusStrategy), nil
}

// ShortNames is what kubectl finds certificatesigningrequests by.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/certificates/storage.(*REST).ShortNames.
func (r *REST) ShortNames() []string { return []string{"csr"} }

// Table is `kubectl get certificatesigningrequests`: Name Age SignerName Requestor RequestedDuration Condition.
// Upstream: the CertificateSigningRequest column definitions and printCertificateSigningRequest in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	printers.AgeColumn,
	{Name: "SignerName", Type: "string", Description: "Requested signer for the request. It is a qualified name in the form: `scope-hostname.io/name`."},
	{Name: "Requestor", Type: "string", Description: "Base64-encoded PKCS#10 CSR data"},
	{Name: "RequestedDuration", Type: "string", Description: "expirationSeconds is the requested duration of validity of the issued certificate."},
	{Name: "Condition", Type: "string", Description: "Conditions applied to the request, such as approval or denial."},
}, Row: printRow}

// printRow makes one CertificateSigningRequest's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printCertificateSigningRequest.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*certificates.CertificateSigningRequest)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a CertificateSigningRequest, got %T", obj)
	}
	signerName := "<none>"
	if o.Spec.SignerName != "" {
		signerName = o.Spec.SignerName
	}
	requestedDuration := "<none>"
	if o.Spec.ExpirationSeconds != nil {
		requestedDuration = duration.HumanDuration(time.Duration(*o.Spec.ExpirationSeconds) * time.Second)
	}
	return printers.Cells(o.Name, printers.TranslateTimestampSince(o.CreationTimestamp), signerName, o.Spec.Username, requestedDuration, csrCondition(o)), nil
}

// csrCondition is the CONDITION cell: Denied, Approved or Pending, then
// ",Failed" and ",Issued" when they apply.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.extractCSRStatus.
func csrCondition(csr *certificates.CertificateSigningRequest) string {
	var approved, denied, failed bool
	for _, c := range csr.Status.Conditions {
		switch c.Type {
		case certificates.CertificateApproved:
			approved = true
		case certificates.CertificateDenied:
			denied = true
		case certificates.CertificateFailed:
			failed = true
		}
	}
	status := "Pending"
	if denied {
		status = "Denied"
	} else if approved {
		status = "Approved"
	}
	if failed {
		status += ",Failed"
	}
	if len(csr.Status.Certificate) > 0 {
		status += ",Issued"
	}
	return status
}
