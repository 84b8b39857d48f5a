package storage

import (
	"context"
	"reflect"
	"testing"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	_ "github.com/kube-rebuilt/apiserver/03-master/apis/certificates/install"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestCRUD creates, gets, lists, updates and deletes one CertificateSigningRequest
// through the Store, and writes its status through certificatesigningrequests/status.
func TestCRUD(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	_ = request.WithNamespace
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	in := &certificates.CertificateSigningRequest{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: certificates.CertificateSigningRequestSpec{
		Request: csrPEM(), SignerName: "example.com/signer", Usages: []certificates.KeyUsage{certificates.UsageDigitalSignature, certificates.UsageClientAuth}}}

	out, err := r.Create(ctx, in, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	created := out.(*certificates.CertificateSigningRequest)
	if !reflect.DeepEqual(created.Status, certificates.CertificateSigningRequestStatus{}) {
		t.Errorf("got status %+v after create; want it cleared", created.Status)
	}
	obj, err := r.Get(ctx, in.Name, &metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := obj.(*certificates.CertificateSigningRequest)
	if got.Name != in.Name || got.ResourceVersion == "" {
		t.Fatalf("got %s at resourceVersion %q; want %s with a resourceVersion", got.Name, got.ResourceVersion, in.Name)
	}
	list, err := r.List(ctx, &metainternalversion.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(list.(*certificates.CertificateSigningRequestList).Items); n != 1 {
		t.Errorf("got %d items; want 1", n)
	}

	// the status subresource writes the status and keeps the rest
	got.Status = certificates.CertificateSigningRequestStatus{Certificate: []byte(caPEM())}
	got.Spec.SignerName = "example.com/other" // ignored by the status update
	out, _, err = status.Update(ctx, got.Name, rest.DefaultUpdatedObjectInfo(got), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	afterStatus := out.(*certificates.CertificateSigningRequest)
	if !reflect.DeepEqual(afterStatus.Status, got.Status) {
		t.Errorf("got status %+v; want %+v", afterStatus.Status, got.Status)
	}
	if afterStatus.Spec.SignerName != "example.com/signer" {
		t.Errorf("status update changed the signer to %q", afterStatus.Spec.SignerName)
	}
	// the main resource keeps the stored status
	afterStatus.Status = certificates.CertificateSigningRequestStatus{}
	out, _, err = r.Update(ctx, got.Name, rest.DefaultUpdatedObjectInfo(afterStatus), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if kept := out.(*certificates.CertificateSigningRequest).Status; !reflect.DeepEqual(kept, got.Status) {
		t.Errorf("main update changed the status to %+v; want %+v kept", kept, got.Status)
	}

	// a create of an invalid object is a 422
	bad := &certificates.CertificateSigningRequest{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: certificates.CertificateSigningRequestSpec{
		Request: csrPEM(), SignerName: "example.com/signer", Usages: []certificates.KeyUsage{certificates.UsageDigitalSignature, certificates.UsageClientAuth}}}
	bad.Name = "bad"
	bad.Spec.Request = []byte("nope")
	if _, err := r.Create(ctx, bad, nil, &metav1.CreateOptions{}); !apierrors.IsInvalid(err) {
		t.Errorf("got %v creating an invalid object; want 422 Invalid", err)
	}

	table, err := r.ConvertToTable(ctx, created, nil)
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	for _, c := range table.ColumnDefinitions {
		cols = append(cols, c.Name)
	}
	if want := []string{"Name", "Age", "SignerName", "Requestor", "RequestedDuration", "Condition"}; !reflect.DeepEqual(cols, want) {
		t.Errorf("got columns %v; want %v", cols, want)
	}
	if got, want := table.Rows[0].Cells[:1], []interface{}{"demo"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got cells %v; want %v", got, want)
	}
	if got, want := r.ShortNames(), []string{"csr"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got short names %v; want %v", got, want)
	}

	if _, _, err := r.Delete(ctx, in.Name, nil, &metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Get(ctx, in.Name, &metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("got %v after delete; want 404", err)
	}
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }
