package x509

import (
	"crypto/x509"
	"encoding/asn1"
	"errors"
	"fmt"
)

// uidOID is the subject attribute that carries a user's UID.
// Upstream: k8s.io/apimachinery/pkg/apis/asn1.X509UID.
var uidOID = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57683, 2}

// parseUIDFromCert returns the UID attribute of cert's subject, "" when
// it has none; several, an empty one or a non-string one are errors.
// Upstream: k8s.io/apiserver/pkg/authentication/request/x509.parseUIDFromCert.
func parseUIDFromCert(cert *x509.Certificate) (string, error) {
	var uids []string
	for _, name := range cert.Subject.Names {
		if !name.Type.Equal(uidOID) {
			continue
		}
		uid, ok := name.Value.(string)
		if !ok {
			return "", fmt.Errorf("unable to parse UID into a string")
		}
		uids = append(uids, uid)
	}
	switch {
	case len(uids) == 0:
		return "", nil
	case len(uids) != 1:
		return "", fmt.Errorf("expected 1 UID, but found multiple: %v", uids)
	case uids[0] == "":
		return "", errors.New("UID cannot be an empty string")
	}
	return uids[0], nil
}
