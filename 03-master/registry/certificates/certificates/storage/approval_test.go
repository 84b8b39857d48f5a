package storage

import (
	"context"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	apierrors "github.com/kube-rebuilt/apiserver/02-generic-server/api/errors"
	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/registry/rest"
	"github.com/kube-rebuilt/apiserver/03-master/apis/certificates"
	"github.com/kube-rebuilt/apiserver/03-master/registry/registrytest"
)

// TestApprovalFlow walks a CSR through its life: create records the
// requesting user; the main resource cannot approve; the approval
// subresource can, and stamps the condition; the status subresource sets
// the certificate once and cannot drop the approval; then the row reads
// Approved,Issued.
func TestApprovalFlow(t *testing.T) {
	ctx := request.WithNamespace(context.Background(), "")
	ctx = request.WithUser(ctx, &user.DefaultInfo{Name: "alice", UID: "a-1", Groups: []string{"devs"}})
	r, status, err := NewREST(registrytest.NewEtcdStorage(t))
	if err != nil {
		t.Fatal(err)
	}
	approval := NewApprovalREST(r)
	in := &certificates.CertificateSigningRequest{ObjectMeta: metav1.ObjectMeta{Name: "demo"}, Spec: certificates.CertificateSigningRequestSpec{
		Request: csrPEM(), SignerName: "example.com/signer", Usages: []certificates.KeyUsage{certificates.UsageClientAuth},
		Username: "mallory"}}
	out, err := r.Create(ctx, in, nil, &metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	csr := out.(*certificates.CertificateSigningRequest)
	if csr.Spec.Username != "alice" || csr.Spec.UID != "a-1" || len(csr.Spec.Groups) != 1 {
		t.Errorf("got requestor %q/%q/%v; want alice/a-1/[devs] from the request's user", csr.Spec.Username, csr.Spec.UID, csr.Spec.Groups)
	}

	approved := csr.DeepCopy()
	approved.Status.Conditions = []certificates.CertificateSigningRequestCondition{{Type: certificates.CertificateApproved, Status: "True", Reason: "KubectlApprove"}}
	out, _, err = r.Update(ctx, "demo", rest.DefaultUpdatedObjectInfo(approved), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(out.(*certificates.CertificateSigningRequest).Status.Conditions); n != 0 {
		t.Errorf("the main resource kept %d conditions; want 0 (it changes only metadata)", n)
	}
	out, _, err = approval.Update(ctx, "demo", rest.DefaultUpdatedObjectInfo(approved), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	csr = out.(*certificates.CertificateSigningRequest)
	if len(csr.Status.Conditions) != 1 || csr.Status.Conditions[0].LastUpdateTime.IsZero() || csr.Status.Conditions[0].LastTransitionTime.IsZero() {
		t.Fatalf("got conditions %+v after approval; want one stamped Approved", csr.Status.Conditions)
	}

	issued := csr.DeepCopy()
	issued.Status.Certificate = []byte(caPEM())
	issued.Status.Conditions = nil // a signer may not drop the approval
	_, _, err = status.Update(ctx, "demo", rest.DefaultUpdatedObjectInfo(issued), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueForbidden status.conditions"; got != want || !apierrors.IsInvalid(err) {
		t.Errorf("got %q dropping the approval; want %q", got, want)
	}
	issued.Status.Conditions = csr.Status.Conditions
	out, _, err = status.Update(ctx, "demo", rest.DefaultUpdatedObjectInfo(issued), nil, nil, false, &metav1.UpdateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	again := out.(*certificates.CertificateSigningRequest).DeepCopy()
	again.Status.Certificate = []byte(caPEM())
	_, _, err = status.Update(ctx, "demo", rest.DefaultUpdatedObjectInfo(again), nil, nil, false, &metav1.UpdateOptions{})
	if got, want := registrytest.Causes(err), "FieldValueForbidden status.certificate"; got != want {
		t.Errorf("got %q replacing the certificate; want %q", got, want)
	}

	table, err := r.ConvertToTable(ctx, out, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := table.Rows[0].Cells[5]; got != "Approved,Issued" {
		t.Errorf("got condition cell %v; want Approved,Issued", got)
	}
	if got := table.Rows[0].Cells[3]; got != "alice" {
		t.Errorf("got requestor cell %v; want alice", got)
	}
}
