package cert

import (
	"crypto/x509"
	"encoding/pem"
	"net"
	"slices"
	"testing"
)

func TestGenerateSelfSignedCertKey(t *testing.T) {
	certPEM, keyPEM, err := GenerateSelfSignedCertKey("localhost", []net.IP{net.ParseIP("127.0.0.1")}, []string{"kubernetes"})
	if err != nil {
		t.Fatal(err)
	}
	leafBlock, rest := pem.Decode(certPEM)
	caBlock, _ := pem.Decode(rest)
	if leafBlock == nil || caBlock == nil {
		t.Fatal("want two PEM certificates: serving, then CA")
	}
	leaf, _ := x509.ParseCertificate(leafBlock.Bytes)
	ca, _ := x509.ParseCertificate(caBlock.Bytes)
	if !ca.IsCA || leaf.IsCA {
		t.Errorf("IsCA: got leaf %v, ca %v; want false, true", leaf.IsCA, ca.IsCA)
	}
	if err := leaf.CheckSignatureFrom(ca); err != nil {
		t.Errorf("serving certificate not signed by the CA: %v", err)
	}
	if got, want := leaf.DNSNames, []string{"localhost", "kubernetes"}; !slices.Equal(got, want) {
		t.Errorf("DNS names: got %q; want %q", got, want)
	}
	if len(leaf.IPAddresses) != 1 || !leaf.IPAddresses[0].Equal(net.ParseIP("127.0.0.1")) {
		t.Errorf("IPs: got %v; want [127.0.0.1]", leaf.IPAddresses)
	}
	if block, _ := pem.Decode(keyPEM); block == nil || block.Type != RSAPrivateKeyBlockType {
		t.Errorf("key: want one %s block", RSAPrivateKeyBlockType)
	}
}
