package storage

import (
	"fmt"
	"sort"
	"strings"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/02-generic-server/printers"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/certificates/podcertificaterequest"
	"github.com/kube-rebuilt/apiserver/03-master/registry/generic"
	genericregistry "github.com/kube-rebuilt/apiserver/03-master/registry/generic/registry"
)

// REST is the storage of podcertificaterequests: the generic Store.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest/storage.REST.
type REST struct {
	*genericregistry.Store
}

// StatusREST is podcertificaterequests/status.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest/storage.StatusREST.
type StatusREST = genericregistry.StatusREST

// The abilities of REST, checked at compile time.
var (
	_ rest.StandardStorage      = &REST{}
	_ rest.SingularNameProvider = &REST{}
)

// NewREST returns the storage of podcertificaterequests and podcertificaterequests/status, keyed under
// /podcertificaterequests/<namespace>/<name>.
// Upstream: k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest/storage.NewREST.
func NewREST(optsGetter generic.RESTOptionsGetter) (*REST, *StatusREST, error) {
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &certificates.PodCertificateRequest{} },
		NewListFunc:               func() runtime.Object { return &certificates.PodCertificateRequestList{} },
		DefaultQualifiedResource:  certificates.Resource("podcertificaterequests"),
		SingularQualifiedResource: certificates.Resource("podcertificaterequest"),

		CreateStrategy:      podcertificaterequest.Strategy,
		UpdateStrategy:      podcertificaterequest.Strategy,
		DeleteStrategy:      podcertificaterequest.Strategy,
		ReturnDeletedObject: true,

		TableConvertor: Table,
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: optsGetter, AttrFunc: podcertificaterequest.GetAttrs}); err != nil {
		return nil, nil, err
	}
	return &REST{store}, genericregistry.NewStatusREST(store, podcertificaterequest.StatusStrategy), nil
}

// Table is `kubectl get podcertificaterequests`: Name PodName ServiceAccountName NodeName SignerName State UnverifiedUserAnnotations.
// Upstream: the PodCertificateRequest column definitions and printPodCertificateRequest in
// k8s.io/kubernetes/pkg/printers/internalversion.
var Table = printers.TableConvertor{Columns: []metav1.TableColumnDefinition{
	printers.NameColumn,
	{Name: "PodName", Type: "string", Description: "podName is the name of the pod into which the certificate will be mounted."},
	{Name: "ServiceAccountName", Type: "string", Description: "serviceAccountName is the name of the service account the pod is running as."},
	{Name: "NodeName", Type: "string", Description: "nodeName is the name of the node the pod is assigned to."},
	{Name: "SignerName", Type: "string", Description: "signerName indicates the requested signer."},
	{Name: "State", Type: "string", Description: "Is the request Pending, Issued, Denied, or Failed?"},
	{Name: "UnverifiedUserAnnotations", Type: "string", Priority: 1, Description: "unverifiedUserAnnotations allow pod authors to pass additional information to the signer implementation."},
}, Row: printRow}

// printRow makes one PodCertificateRequest's cells.
// Upstream: k8s.io/kubernetes/pkg/printers/internalversion.printPodCertificateRequest.
func printRow(obj runtime.Object) (metav1.TableRow, error) {
	o, ok := obj.(*certificates.PodCertificateRequest)
	if !ok {
		return metav1.TableRow{}, fmt.Errorf("expected a PodCertificateRequest, got %T", obj)
	}
	state := "Pending"
	for _, c := range o.Status.Conditions {
		switch c.Type {
		case certificates.PodCertificateRequestConditionTypeIssued, certificates.PodCertificateRequestConditionTypeDenied, certificates.PodCertificateRequestConditionTypeFailed:
			state = c.Type
		}
	}
	var annotations []string
	for k, v := range o.Spec.UnverifiedUserAnnotations {
		annotations = append(annotations, k+"="+v)
	}
	sort.Strings(annotations)
	annotationCell := strings.Join(annotations, ",")
	if annotationCell == "" {
		annotationCell = "<none>"
	}
	return printers.Cells(o.Name, o.Spec.PodName, o.Spec.ServiceAccountName, string(o.Spec.NodeName), o.Spec.SignerName, state, annotationCell), nil
}
