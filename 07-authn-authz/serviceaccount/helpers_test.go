package serviceaccount

import (
	"context"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"os"
	"testing"
	"time"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

// upstreamKeyID is upstream's key ID for testdata/rsa.pub.
const upstreamKeyID = "JHJehTTTZlsspKHT-GaJxK7Kd1NQgZJu3fyK6K_QDYU"

// loadKey reads testdata/rsa.key.
func loadKey(t *testing.T) *rsa.PrivateKey {
	t.Helper()
	data, err := os.ReadFile("testdata/rsa.key")
	if err != nil {
		t.Fatal(err)
	}
	block, _ := pem.Decode(data)
	key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	return key
}

// loadPublicKey reads testdata/rsa.pub.
func loadPublicKey(t *testing.T) *rsa.PublicKey {
	t.Helper()
	data, err := os.ReadFile("testdata/rsa.pub")
	if err != nil {
		t.Fatal(err)
	}
	block, _ := pem.Decode(data)
	key, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	return key.(*rsa.PublicKey)
}

// fixedNow makes now return t for the test.
func fixedNow(t *testing.T, at time.Time) {
	t.Helper()
	old := now
	now = func() time.Time { return at }
	t.Cleanup(func() { now = old })
}

// fakeGetter is a ServiceAccountTokenGetter over fixed objects.
type fakeGetter struct {
	serviceAccounts map[string]*corev1.ServiceAccount
	pods            map[string]*corev1.Pod
	secrets         map[string]*corev1.Secret
}

var errNotFound = errors.New("not found")

func (f *fakeGetter) GetServiceAccount(_ context.Context, ns, name string) (*corev1.ServiceAccount, error) {
	if sa, ok := f.serviceAccounts[ns+"/"+name]; ok {
		return sa, nil
	}
	return nil, errNotFound
}

func (f *fakeGetter) GetPod(_ context.Context, ns, name string) (*corev1.Pod, error) {
	if p, ok := f.pods[ns+"/"+name]; ok {
		return p, nil
	}
	return nil, errNotFound
}

func (f *fakeGetter) GetSecret(_ context.Context, ns, name string) (*corev1.Secret, error) {
	if s, ok := f.secrets[ns+"/"+name]; ok {
		return s, nil
	}
	return nil, errNotFound
}

// meta is object metadata with a name, UID and deletion time.
func meta(ns, name, uid string, deleted *time.Time) metav1.ObjectMeta {
	m := metav1.ObjectMeta{Namespace: ns, Name: name, UID: metav1.UID(uid)}
	if deleted != nil {
		ts := metav1.NewTime(*deleted)
		m.DeletionTimestamp = &ts
	}
	return m
}
