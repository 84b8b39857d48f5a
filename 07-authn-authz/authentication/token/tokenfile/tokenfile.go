package tokenfile

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	"github.com/kube-rebuilt/apiserver/07-authn-authz/authentication/authenticator"
)

// TokenAuthenticator knows a fixed set of tokens.
// Upstream: k8s.io/apiserver/pkg/authentication/token/tokenfile.TokenAuthenticator.
type TokenAuthenticator struct {
	tokens map[string]*user.DefaultInfo
}

var _ authenticator.Token = (*TokenAuthenticator)(nil)

// New returns a TokenAuthenticator for tokens, keyed by token.
// Upstream: k8s.io/apiserver/pkg/authentication/token/tokenfile.New.
func New(tokens map[string]*user.DefaultInfo) *TokenAuthenticator {
	return &TokenAuthenticator{tokens: tokens}
}

// NewCSV reads the token file at path. A row with fewer than three
// columns is an error; a row with an empty token is skipped and a token
// listed twice keeps its last row, both with a warning.
// Upstream: k8s.io/apiserver/pkg/authentication/token/tokenfile.NewCSV.
func NewCSV(path string) (*TokenAuthenticator, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = file.Close() }()

	reader := csv.NewReader(file)
	reader.FieldsPerRecord = -1 // the groups column is optional
	tokens := map[string]*user.DefaultInfo{}
	for recordNum := 1; ; recordNum++ {
		record, err := reader.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if err := addRecord(tokens, path, recordNum, record); err != nil {
			return nil, err
		}
	}
	return New(tokens), nil
}

// addRecord adds one row of the file to tokens.
// Upstream: the loop body of k8s.io/apiserver/pkg/authentication/token/tokenfile.NewCSV.
func addRecord(tokens map[string]*user.DefaultInfo, path string, recordNum int, record []string) error {
	if len(record) < 3 {
		return fmt.Errorf("token file '%s' must have at least 3 columns (token, user name, user uid), found %d", path, len(record))
	}
	if record[0] == "" {
		klog.Warningf("empty token has been found in token file '%s', record number '%d'", path, recordNum)
		return nil
	}
	if _, exist := tokens[record[0]]; exist {
		klog.Warningf("duplicate token has been found in token file '%s', record number '%d'", path, recordNum)
	}
	info := &user.DefaultInfo{Name: record[1], UID: record[2]}
	if len(record) >= 4 {
		info.Groups = strings.Split(record[3], ",")
	}
	tokens[record[0]] = info
	return nil
}

// AuthenticateToken answers the user of a listed token, and does not
// recognise any other.
// Upstream: k8s.io/apiserver/pkg/authentication/token/tokenfile.(*TokenAuthenticator).AuthenticateToken.
func (a *TokenAuthenticator) AuthenticateToken(_ context.Context, value string) (*authenticator.Response, bool, error) {
	info, ok := a.tokens[value]
	if !ok {
		return nil, false, nil
	}
	return &authenticator.Response{User: info}, true, nil
}
