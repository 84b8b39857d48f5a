package keyutil

import (
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestCreateServiceAccountKeyAndPublicKeyFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pki")
	if err := CreateServiceAccountKeyAndPublicKeyFiles(dir); err != nil {
		t.Fatal(err)
	}
	key, err := PrivateKeyFromFile(filepath.Join(dir, "sa.key"))
	if err != nil {
		t.Fatal(err)
	}
	pubs, err := PublicKeysFromFile(filepath.Join(dir, "sa.pub"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pubs) != 1 || !reflect.DeepEqual(pubs[0], &key.PublicKey) {
		t.Errorf("got public keys %v; want the private key's", pubs)
	}
	if info, _ := os.Stat(filepath.Join(dir, "sa.key")); info.Mode().Perm() != 0o600 {
		t.Errorf("got sa.key mode %v; want 0600", info.Mode().Perm())
	}
	// A second start keeps the pair.
	if err := CreateServiceAccountKeyAndPublicKeyFiles(dir); err != nil {
		t.Fatal(err)
	}
	again, _ := PrivateKeyFromFile(filepath.Join(dir, "sa.key"))
	if !again.Equal(key) {
		t.Errorf("got a new key on the second start; want the first one kept")
	}
}

func TestCreateRefusesBrokenKey(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sa.key"), []byte("junk"), 0o600); err != nil {
		t.Fatal(err)
	}
	err := CreateServiceAccountKeyAndPublicKeyFiles(dir)
	if err == nil || !strings.Contains(err.Error(), "existed but it could not be loaded properly") {
		t.Errorf("got %v; want a refusal to overwrite", err)
	}
}

func TestParsePublicKeysPEM(t *testing.T) {
	dir := t.TempDir()
	if err := CreateServiceAccountKeyAndPublicKeyFiles(dir); err != nil {
		t.Fatal(err)
	}
	keyPEM, _ := os.ReadFile(filepath.Join(dir, "sa.key"))
	pubPEM, _ := os.ReadFile(filepath.Join(dir, "sa.pub"))
	key, _ := ParsePrivateKeyPEM(keyPEM)
	pkcs8, _ := x509.MarshalPKCS8PrivateKey(key)
	pkcs8PEM := pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8})
	tests := []struct {
		name    string
		data    []byte
		want    int
		wantErr string
	}{
		{"public key", pubPEM, 1, ""},
		{"private key counts as its public half", keyPEM, 1, ""},
		{"PKCS#8 private key", pkcs8PEM, 1, ""},
		{"several", append(append(append([]byte{}, pubPEM...), keyPEM...), pkcs8PEM...), 3, ""},
		{"garbage block skipped", append(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: []byte("x")}), pubPEM...), 1, ""},
		{"none", []byte("nothing"), 0, "data does not contain any valid RSA public keys"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keys, err := ParsePublicKeysPEM(tt.data)
			if len(keys) != tt.want || (err == nil) != (tt.wantErr == "") || (err != nil && err.Error() != tt.wantErr) {
				t.Errorf("got %d keys, %v; want %d, %q", len(keys), err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestParsePrivateKeyPEMErrors(t *testing.T) {
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"public key only", pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: []byte("x")})},
		{"broken private key", pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: []byte("x")})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ParsePrivateKeyPEM(tt.data); err == nil || err.Error() != "data does not contain a valid RSA private key" {
				t.Errorf("got %v; want data does not contain a valid RSA private key", err)
			}
		})
	}
}
